import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Staff hide what a buyer wrote (a shop rating, a product question) only with a reason, which is
 * audited and, for a rating, told to its buyer: the dialog that asks for it. `testId` names its
 * field (`<testId>-reason`) and its button (`<testId>-confirm`) for the browser journeys.
 */
export function HideWithReasonModal({
  opened,
  texts,
  reason,
  onReasonChange,
  pending,
  onClose,
  onConfirm,
  testId,
}: {
  opened: boolean;
  texts: { title: string; intro: string; reason: string; confirm: string };
  reason: string;
  onReasonChange: (reason: string) => void;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
        <Textarea
          label={texts.reason}
          value={reason}
          maxLength={500}
          autosize
          minRows={2}
          required
          onChange={(event) => onReasonChange(event.currentTarget.value)}
          data-testid={`${testId}-reason`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!reason.trim()}
            loading={pending}
            onClick={onConfirm}
            data-testid={`${testId}-confirm`}
          >
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
