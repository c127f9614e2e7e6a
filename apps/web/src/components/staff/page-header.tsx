import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A staff page's title and one line on what it is for; an action (a "New ..." button) beside them. */
export function PageHeader({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {action}
    </Group>
  );
}
