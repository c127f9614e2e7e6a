import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api-client.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { HideWithReasonModal } from './hide-with-reason-modal.tsx';
import { PageHeader } from './page-header.tsx';
import { ListPager } from '../list-pager.tsx';

export type ModerationFilter = 'all' | 'shown' | 'hidden';

/** One page of what buyers wrote, as the staff list reads it. */
export interface ModerationPage<Item> {
  items: Item[];
  totalPages: number;
}

/**
 * What staff moderate that buyers wrote (product questions, shop ratings): newest first, filtered
 * by shown or hidden, a page at a time, and hidden only with a reason (audited). The page's own
 * texts live under `textKey` (`<textKey>.intro`, `.filters.*`, `.none`, `.hideTitle`, `.hideIntro`,
 * `.reason`, `.hide`); `testId` names the hide dialog's field and button for the journeys.
 */
export function ModerationList<Item extends { _id: string }>({
  title,
  textKey,
  usePage,
  hide,
  hiding: hidePending,
  renderRow,
  testId,
}: {
  title: string;
  textKey: string;
  /** Reads a page of the list: a hook, called on every render of this component. */
  usePage: (filter: ModerationFilter, page: number) => { data: ModerationPage<Item> | undefined; isPending: boolean };
  hide: (item: Item, reason: string) => Promise<ApiResult<unknown>>;
  hiding: boolean;
  renderRow: (item: Item, onHide: () => void) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ModerationFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending } = usePage(filter, page);
  const [target, setTarget] = useState<Item | null>(null);
  const [reason, setReason] = useState('');

  const confirmHide = async () => {
    if (!target) return;
    const result = await hide(target, reason.trim());
    toastResult(t, result);
    if (result.success) setTarget(null);
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={title} intro={t(`${textKey}.intro`)} />
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => {
          setFilter(value as ModerationFilter);
          setPage(1);
        }}
        data={(['all', 'shown', 'hidden'] as const).map((value) => ({
          value,
          label: t(`${textKey}.filters.${value}`),
        }))}
      />
      {isPending ? (
        <Skeleton h={200} radius="lg" />
      ) : !data?.items.length ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(`${textKey}.none`)}
        </Text>
      ) : (
        <Stack gap="sm">
          {data.items.map((item) =>
            renderRow(item, () => {
              setReason('');
              setTarget(item);
            }),
          )}
          <ListPager totalPages={data.totalPages} page={page} onChange={setPage} />
        </Stack>
      )}
      <HideWithReasonModal
        opened={target !== null}
        texts={{
          title: t(`${textKey}.hideTitle`),
          intro: t(`${textKey}.hideIntro`),
          reason: t(`${textKey}.reason`),
          confirm: t(`${textKey}.hide`),
        }}
        reason={reason}
        onReasonChange={setReason}
        pending={hidePending}
        onClose={() => setTarget(null)}
        onConfirm={() => void confirmHide()}
        testId={testId}
      />
    </Stack>
  );
}
