import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Rating,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useModerateShopRating,
  useStaffShopRatings,
  type RatingFilter,
  type StaffShopRating,
} from '../../api/staff-shop-ratings/staff-shop-ratings.ts';
import { HideWithReasonModal } from '../../components/staff/hide-with-reason-modal.tsx';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { intlLocale } from '../../lib/locale-format.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Issue 40: every shop's ratings, newest first, for admins and customer service, who hide an
 * abusive one with a reason (audited; the buyer is told) or show a hidden one again.
 */
export function ShopRatingsPage() {
  useDocumentTitle('staffShopRatings');
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RatingFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending } = useStaffShopRatings(filter, page);
  const moderate = useModerateShopRating();
  const [hiding, setHiding] = useState<StaffShopRating | null>(null);
  const [reason, setReason] = useState('');

  const hide = async () => {
    if (!hiding) return;
    const result = await moderate.mutateAsync({ id: hiding._id, reason: reason.trim() });
    toastResult(t, result);
    if (result.success) setHiding(null);
  };
  const show = async (rating: StaffShopRating) => toastResult(t, await moderate.mutateAsync({ id: rating._id }));

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('pageTitles.staffShopRatings')} intro={t('staffRatings.intro')} />
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => {
          setFilter(value as RatingFilter);
          setPage(1);
        }}
        data={(['all', 'shown', 'hidden'] as const).map((value) => ({
          value,
          label: t(`staffRatings.filters.${value}`),
        }))}
      />
      {isPending ? (
        <Skeleton h={200} radius="lg" />
      ) : !data?.ratings.length ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('staffRatings.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {data.ratings.map((rating) => (
            <RatingRow
              key={rating._id}
              rating={rating}
              onHide={() => {
                setReason('');
                setHiding(rating);
              }}
              onShow={() => void show(rating)}
            />
          ))}
          {data.pagination.totalPages > 1 ? (
            <Group justify="center">
              <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
      <HideWithReasonModal
        opened={hiding !== null}
        texts={{
          title: t('staffRatings.hideTitle'),
          intro: t('staffRatings.hideIntro'),
          reason: t('staffRatings.reason'),
          confirm: t('staffRatings.hide'),
        }}
        reason={reason}
        onReasonChange={setReason}
        pending={moderate.isPending}
        onClose={() => setHiding(null)}
        onConfirm={() => void hide()}
        testId="shop-rating-hide"
      />
    </Stack>
  );
}

function RatingRow({ rating, onHide, onShow }: { rating: StaffShopRating; onHide: () => void; onShow: () => void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
    new Date(rating.date),
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="staff-shop-rating">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} dir="auto">
              {rating.seller.name}
            </Text>
            <Rating value={rating.stars} readOnly size="sm" />
            {rating.hidden ? (
              <Badge color="gray" variant="light">
                {t('staffRatings.hidden')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            <span dir="auto">{rating.author.name || t('staffRatings.anonymous')}</span> · {date}
          </Text>
          {rating.comment ? (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {rating.comment}
            </Text>
          ) : null}
          {rating.hidden && rating.hiddenReason ? (
            <Text size="xs" c="dimmed" dir="auto">
              {t('staffRatings.hiddenReason', { reason: rating.hiddenReason })}
            </Text>
          ) : null}
        </Stack>
        {rating.hidden ? (
          <Button size="xs" variant="light" onClick={onShow} data-testid="shop-rating-show">
            {t('staffRatings.show')}
          </Button>
        ) : (
          <Button size="xs" variant="light" color="red" onClick={onHide} data-testid="shop-rating-hide">
            {t('staffRatings.hide')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
