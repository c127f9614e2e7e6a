import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** "We sent a code by SMS to" over the number or address, which always reads left to right. */
export function SentTo({ icon, text, destination }: { icon: ReactNode; text: string; destination: string }) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      p="sm"
      bg="cedar.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="sent-to"
    >
      <ThemeIcon variant="white" radius="xl" size={36} style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="dark.3">
          {text}
        </Text>
        {/* A space keeps "to" and the address apart in the text a screen reader (or a test) reads. */}{' '}
        <Text size="sm" fw={700} dir="ltr" ta="start" style={{ unicodeBidi: 'isolate', overflowWrap: 'anywhere' }}>
          {destination}
        </Text>
      </Stack>
    </Group>
  );
}
