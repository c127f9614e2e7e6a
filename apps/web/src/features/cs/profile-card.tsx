import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A looked-up person's read-only details (label, value) with an Edit button. */
export function ProfileCard({
  rows,
  onEdit,
  testId,
}: {
  rows: [label: string, value: string | null][];
  onEdit: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" maw={720} data-testid={testId}>
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="md" align="flex-start">
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text size="sm" fw={500} ta="end" style={{ wordBreak: 'break-word' }}>
              {value || '—'}
            </Text>
          </Group>
        ))}
        <Group justify="flex-end" mt="xs">
          <Button variant="light" leftSection={<IconEdit size={16} />} onClick={onEdit} data-testid={`${testId}-edit`}>
            {t('cs.edit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
