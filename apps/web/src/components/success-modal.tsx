import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SuccessModalProps {
  opened: boolean;
  title: string;
  text?: string;
  onClose: () => void;
  /** With an OK button the modal waits for the user; without one it closes itself after 3 s. */
  withOkButton?: boolean;
  onOk?: () => void;
}

export const SUCCESS_MODAL_AUTO_CLOSE_MS = 3000;

export function SuccessModal({ opened, title, text, onClose, withOkButton = false, onOk }: SuccessModalProps) {
  const { t } = useTranslation();
  // A parent re-render hands a new onClose; the 3 s count must not restart because of it.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!opened || withOkButton) return;
    const timer = window.setTimeout(() => closeRef.current(), SUCCESS_MODAL_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [opened, withOkButton]);

  return (
    <Modal opened={opened} onClose={onClose} centered withCloseButton={false} radius="lg" padding="xl">
      <Stack align="center" gap="sm" ta="center" data-testid="success-modal">
        <ThemeIcon size={56} radius="xl" color="cedar" variant="light">
          <IconCheck size={30} />
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {withOkButton ? (
          <Button
            mt="sm"
            fullWidth
            onClick={() => {
              onClose();
              onOk?.();
            }}
          >
            {t('common.ok')}
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
