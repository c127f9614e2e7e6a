import { Card, Divider, Group, Modal, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  icon: Icon;
  testId: string;
  /** The add form. */
  form: ReactNode;
  /** What exists, with its actions. */
  list: ReactNode;
  /** The edit form of the row being edited, shown in a dialog. */
  editing: ReactNode | null;
  onCloseEdit: () => void;
}

/** One block of spec 3 section 2.4: its add form, then its list; a row's edit opens the same form in a dialog. */
export function BlockCard({ title, icon: BlockIcon, testId, form, list, editing, onCloseEdit }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size={36}>
          <BlockIcon size={20} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {form}
      <Divider
        my="md"
        label={
          <Text size="xs" c="dimmed">
            {t('dataEntry.existing')}
          </Text>
        }
        labelPosition="left"
      />
      {list}
      <Modal
        opened={editing !== null}
        onClose={onCloseEdit}
        title={t('dataEntry.editTitle')}
        centered
        fullScreen={phone}
        size="lg"
      >
        {editing}
      </Modal>
    </Card>
  );
}
