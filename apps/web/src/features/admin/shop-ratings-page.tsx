import { Badge, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useModerateShopRating,
  useStaffShopRatings,
  type StaffShopRating,
} from '../../api/staff-shop-ratings/staff-shop-ratings.ts';
import { ModerationList, type ModerationFilter } from '../../components/staff/moderation-list.tsx';
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
  const moderate = useModerateShopRating();
  const show = async (rating: StaffShopRating) => toastResult(t, await moderate.mutateAsync({ id: rating._id }));
  return (
    <ModerationList<StaffShopRating>
      title={t('pageTitles.staffShopRatings')}
      textKey="staffRatings"
      usePage={useRatingPage}
      hide={(rating, reason) => moderate.mutateAsync({ id: rating._id, reason })}
      hiding={moderate.isPending}
      renderRow={(rating, onHide) => (
        <RatingRow key={rating._id} rating={rating} onHide={onHide} onShow={() => void show(rating)} />
      )}
      testId="shop-rating-hide"
    />
  );
}

function useRatingPage(filter: ModerationFilter, page: number) {
  const { data, isPending } = useStaffShopRatings(filter, page);
  return { data: data && { items: data.ratings, totalPages: data.pagination.totalPages }, isPending };
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
