import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/locale-format.ts';

/** A home placement runs from the start of its first day to the end of its last, Beirut time. */
export const startOfDay = (date: string) => (date ? new Date(`${date}T00:00:00+02:00`).toISOString() : undefined);
export const endOfDay = (date: string) => (date ? new Date(`${date}T23:59:59+02:00`).toISOString() : null);

/** What the home lists and the sponsors strip show of each placement: its dates, whether it runs, and ending it. */
export function PlacementSpan({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  return <Text size="sm">{t('common.span', { from: date.format(new Date(startsAt)), to: endsAt ? date.format(new Date(endsAt)) : t('admin.coupons.noEnd') })}</Text>;
}

export function RunningBadge({ running }: { running: boolean }) {
  const { t } = useTranslation();
  return <Badge variant="light" color={running ? 'cedar' : 'gray'}>{t(running ? 'admin.homeLists.running' : 'admin.homeLists.upcoming')}</Badge>;
}

export function EndButton({ onEnd, testId }: { onEnd: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="subtle" color="red" aria-label={t('dataEntry.remove')} onClick={onEnd} data-testid={testId}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
