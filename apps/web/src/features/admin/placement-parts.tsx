import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { marketDayFormat } from '../../lib/market-days.ts';

/**
 * What the home lists and the sponsors strip show of each placement: its days (Beirut's: a placement
 * runs from the start of its first to the end of its last, lib/market-days.ts), whether it runs, and ending it.
 */
export function PlacementSpan({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t, i18n } = useTranslation();
  const date = marketDayFormat(i18n.language);
  return (
    <Text size="sm">
      {t('common.span', {
        from: date.format(new Date(startsAt)),
        to: endsAt ? date.format(new Date(endsAt)) : t('admin.coupons.noEnd'),
      })}
    </Text>
  );
}

export function RunningBadge({ running }: { running: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={running ? 'cedar' : 'gray'}>
      {t(running ? 'admin.homeLists.running' : 'admin.homeLists.upcoming')}
    </Badge>
  );
}

export function EndButton({ onEnd, testId }: { onEnd: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="subtle" color="red" aria-label={t('dataEntry.remove')} onClick={onEnd} data-testid={testId}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
