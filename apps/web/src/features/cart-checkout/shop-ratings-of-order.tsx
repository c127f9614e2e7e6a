import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { SHOP_RATING_COMMENT_MAX, SHOP_RATING_WINDOW_DAYS } from '@souk/shared/schemas/shop-ratings';
import type { Order, Parcel } from '../../api/orders/get-order-history.ts';
import { useMyShopRatings } from '../../api/shop-ratings/get-my-shop-ratings.ts';
import { useRateShop } from '../../api/shop-ratings/rate-shop.ts';
import { StarPicker } from '../../components/product/star-picker.tsx';
import { StarRating } from '../../components/product/star-rating.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { toastError, toastInfo, toastSuccess } from '../../lib/toast.ts';
import { withinReturnWindow } from './return-item-modal.tsx';
import { useLocalText } from './use-local-text.ts';

/**
 * Under an order, each delivered part's shop (issue 40): the stars the buyer gave it, or, within 30
 * days of the delivery and not rated yet, "Rate this shop". Nothing for parts not delivered.
 */
export function ShopRatingsOfOrder({ order }: { order: Order }) {
  const { t } = useLocalText();
  const signedIn = Boolean(useAuthUser());
  const { data: ratings } = useMyShopRatings(signedIn);
  const [rating, setRating] = useState<Parcel | null>(null);
  const delivered = (order.parcels ?? []).filter((parcel) => parcel.deliveredAt);
  if (!ratings || delivered.length === 0) return null;
  const rows = delivered.flatMap((parcel) => {
    const given = ratings.find((candidate) => candidate.partId === parcel._id);
    if (given)
      return [
        <Group key={parcel._id} gap="xs" wrap="wrap" data-testid="shop-rating-given" data-part-id={parcel._id}>
          <Text size="sm">{t('shopRatings.yours', { seller: parcel.seller })}</Text>
          <StarRating value={given.stars} />
          {given.hidden ? (
            <Badge color="gray" variant="light" size="sm">
              {t('shopRatings.hidden')}
            </Badge>
          ) : null}
        </Group>,
      ];
    if (!withinReturnWindow(parcel.deliveredAt, SHOP_RATING_WINDOW_DAYS)) return [];
    return [
      <Group key={parcel._id} gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm">{t('shopRatings.prompt', { seller: parcel.seller })}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconStar size={14} />}
          onClick={() => setRating(parcel)}
          data-testid="rate-shop"
          data-part-id={parcel._id}
        >
          {t('shopRatings.rate')}
        </Button>
      </Group>,
    ];
  });
  if (rows.length === 0) return null;
  return (
    <Stack gap={6} mt="sm" data-testid="shop-ratings">
      {rows}
      {rating ? <RateShopModal orderId={order._id} parcel={rating} onClose={() => setRating(null)} /> : null}
    </Stack>
  );
}

/** The small form: 1 to 5 stars, and a comment if the buyer wants. */
function RateShopModal({ orderId, parcel, onClose }: { orderId: string; parcel: Parcel; onClose: () => void }) {
  const text = useLocalText();
  const { t } = text;
  const rate = useRateShop(orderId, parcel._id);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');

  const submit = async () => {
    const result = await rate.mutateAsync({ stars, comment: comment.trim() });
    if (result.success) {
      toastSuccess(text.server(result.message, 'messages.shopRatingPosted'));
      onClose();
    } else if (result.httpStatus === 409) {
      // Rated meanwhile (another tab), delivered long ago, or not delivered after all: the row says which now.
      toastInfo(text.failure(result, 'shopRatings.failed'));
      onClose();
    } else toastError(text.failure(result, 'shopRatings.failed'));
  };

  return (
    <Modal opened onClose={onClose} title={t('shopRatings.title', { seller: parcel.seller })} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('shopRatings.intro', { days: SHOP_RATING_WINDOW_DAYS })}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            {t('shopRatings.stars')}
          </Text>
          <StarPicker value={stars} onChange={setStars} label={t('shopRatings.stars')} testId="shop-rating-stars" />
        </Stack>
        <Textarea
          label={t('shopRatings.comment')}
          placeholder={t('shopRatings.commentHint')}
          value={comment}
          maxLength={SHOP_RATING_COMMENT_MAX}
          autosize
          minRows={3}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-testid="shop-rating-comment"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={stars < 1}
            loading={rate.isPending}
            onClick={() => void submit()}
            data-testid="shop-rating-send"
          >
            {t('shopRatings.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
