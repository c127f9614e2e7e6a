import {
  ActionIcon,
  Alert,
  Avatar,
  Box,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Progress,
  Rating,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPencil, IconThumbUp, IconThumbUpFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_ORDERS } from '@souk/shared/schemas/catalog';
import { useDeleteReview } from '../../../api/reviews/delete-review.ts';
import { useReviews, type Review, type ReviewOrder } from '../../../api/reviews/get-reviews.ts';
import { useLikeReview } from '../../../api/reviews/like-review.ts';
import { usePostReview } from '../../../api/reviews/post-review.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useAuthUser } from '../../../lib/auth-store.ts';
import { useAppNavigate } from '../../../lib/host.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { toastError, toastInfo, toastSuccess } from '../../../lib/toast.ts';
import { intlLocale, MARKET_TIME_ZONE } from '../../../lib/locale-format.ts';
import { openConfirmModal } from '../../../lib/confirm-modal.ts';

/** Spec 1 section 9: four reviews at first, five stars, a rate box that starts at 5. */
const INITIAL_REVIEWS = 4;
const DEFAULT_STARS = 5;

function ReviewModal({
  opened,
  onClose,
  initialRating,
  productId,
}: {
  opened: boolean;
  onClose: () => void;
  initialRating: number;
  productId: string;
}) {
  const { t } = useTranslation();
  const post = usePostReview(productId);
  const [rating, setRating] = useState(initialRating);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (rating < 1) return setError(t('messages.starRatingRequired'));
    if (!comment.trim()) return setError(t('messages.reviewCommentRequired'));
    setError(null);
    const result = await post.mutateAsync({ rating, comment: comment.trim() });
    if (result.success) {
      toastSuccess(t('messages.reviewPosted'));
      setComment('');
      setRating(DEFAULT_STARS);
      onClose();
    } else if (result.httpStatus === 409) {
      toastInfo(translateMessage(t, result.message) ?? result.message);
      onClose();
    } else {
      setError(
        translateMessage(t, errorText(result, '')) ||
          (result.httpStatus === 0 ? t('product.reviews.postError') : t('product.reviews.postFailed')),
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      title={<Text fw={800}>{t('product.reviews.writeTitle')}</Text>}
      // Spec 1 section 4: the modal closes with a 300 ms exit animation.
      transitionProps={{ duration: 300 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="review-modal">
        <Box>
          <Text size="sm" fw={600} mb={6}>
            {t('product.reviews.yourRating')}
          </Text>
          <Rating value={rating} onChange={setRating} size="lg" data-testid="review-rating" />
        </Box>
        <Textarea
          label={t('product.reviews.comment')}
          placeholder={t('product.reviews.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={4}
          maxLength={1000}
          data-testid="review-comment"
        />
        {error ? (
          <Text size="sm" c="red.7" data-testid="review-error">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            radius="xl"
            onClick={() => void submit()}
            loading={post.isPending}
            disabled={rating < 1}
            data-testid="review-submit"
          >
            {t('product.reviews.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReviewItem({ review, productId }: { review: Review; productId: string }) {
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  const navigate = useAppNavigate();
  const like = useLikeReview(productId);
  const remove = useDeleteReview(productId);
  const own = user?._id === review.user.id;
  const date = new Date(review.date).toLocaleDateString(intlLocale(i18n.resolvedLanguage), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: MARKET_TIME_ZONE,
  });

  const onLike = async () => {
    if (!user) {
      toastInfo(t('messages.notAuthenticated'));
      navigate('/login', { state: { from: window.location.pathname } });
      return;
    }
    const result = await like.mutateAsync(review.id);
    if (!result.success) toastError(translateMessage(t, errorText(result)) ?? t('errors.generic'));
  };

  const onDelete = () =>
    openConfirmModal({
      title: <Text fw={800}>{t('product.reviews.deleteTitle')}</Text>,
      children: <Text size="sm">{t('product.reviews.deleteText')}</Text>,
      labels: { confirm: t('product.reviews.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, string>,
      centered: true,
      onConfirm: async () => {
        const result = await remove.mutateAsync(review.id);
        if (result.success) toastSuccess(t('messages.reviewDeleted'));
        else toastError(translateMessage(t, errorText(result)) ?? t('errors.generic'));
      },
    });

  return (
    <Paper withBorder p="md" data-testid="review" data-review-id={review.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color="cedar" radius="xl">
            {review.user.avatar && review.user.avatar.length <= 3
              ? review.user.avatar
              : review.user.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {/* Isolated so "Rami H." keeps its full stop at the end inside an Arabic page. */}
              <bdi>{review.user.name}</bdi>
            </Text>
            <Group gap={8}>
              <Rating value={review.rating} readOnly size="xs" />
              <Text size="xs" c="dimmed">
                {date}
              </Text>
            </Group>
          </Box>
        </Group>
        {own ? (
          <ActionIcon
            variant="subtle"
            color="red"
            radius="xl"
            onClick={onDelete}
            aria-label={t('product.reviews.delete')}
            data-testid="delete-review"
          >
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Group>
      <Text size="sm" mt="sm" dir="auto" style={{ whiteSpace: 'pre-line' }} data-testid="review-comment-text">
        {review.comment}
      </Text>
      <Button
        mt="sm"
        size="compact-sm"
        variant={review.isLiked ? 'light' : 'subtle'}
        color={review.isLiked ? 'cedar' : 'gray'}
        radius="xl"
        leftSection={review.isLiked ? <IconThumbUpFilled size={15} /> : <IconThumbUp size={15} />}
        onClick={() => void onLike()}
        loading={like.isPending}
        aria-pressed={review.isLiked}
        data-testid="like-review"
      >
        {t('product.reviews.helpful', { count: review.likesCount })}
      </Button>
    </Paper>
  );
}

/** Spec 1 section 4 "Reviews": sort, 4 then Show More, rate box, modal, like, delete own. */
export function ReviewsSection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useAppNavigate();
  const [order, setOrder] = useState<ReviewOrder>('none');
  const [showAll, setShowAll] = useState(false);
  const [boxRating, setBoxRating] = useState(DEFAULT_STARS);
  const [modalOpened, setModalOpened] = useState(false);
  const reviews = useReviews(productId, order);
  const list = reviews.data?.reviews ?? [];
  const visible = showAll ? list : list.slice(0, INITIAL_REVIEWS);
  const counts = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: list.filter((review) => review.rating === stars).length,
  }));

  const openForm = () => {
    if (!user) {
      toastInfo(t('messages.notAuthenticated'));
      navigate('/login', { state: { from: window.location.pathname } });
      return;
    }
    setModalOpened(true);
  };

  return (
    <Box id="reviews" component="section" data-testid="reviews-section" style={{ scrollMarginTop: 150 }}>
      <Title order={2} fz={{ base: 20, sm: 24 }} mb="md">
        {t('product.reviews.title')}
      </Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="lg">
              <Group gap="md" wrap="nowrap">
                <Text fz={44} fw={800} lh={1} data-testid="reviews-average">
                  {(reviews.data?.averageRating ?? 0).toFixed(1)}
                </Text>
                <Box>
                  <Rating value={reviews.data?.averageRating ?? 0} fractions={4} readOnly />
                  <Text size="sm" c="dimmed" data-testid="reviews-count">
                    {t('product.reviewCount', { count: reviews.data?.reviewCount ?? 0 })}
                  </Text>
                </Box>
              </Group>
              <Stack gap={6} mt="md">
                {counts.map((row) => (
                  <Group key={row.stars} gap={8} wrap="nowrap">
                    <Text size="xs" w={14} ta="center">
                      {row.stars}
                    </Text>
                    <Progress
                      value={list.length ? (row.count / list.length) * 100 : 0}
                      color="saffron.6"
                      size="sm"
                      style={{ flex: 1 }}
                      aria-label={t('product.starsShare', { stars: row.stars })}
                    />
                    <Text size="xs" c="dimmed" w={24}>
                      {row.count}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
            <Paper withBorder p="lg" data-testid="rate-box">
              <Text fw={700}>{t('product.reviews.rateTitle')}</Text>
              <Text size="sm" c="dimmed" mb="sm">
                {t('product.reviews.rateText')}
              </Text>
              <Rating value={boxRating} onChange={setBoxRating} size="lg" mb="md" />
              <Button
                fullWidth
                radius="xl"
                leftSection={<IconPencil size={16} />}
                onClick={openForm}
                data-testid="write-review"
              >
                {t('product.reviews.write')}
              </Button>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('product.reviewCount', { count: reviews.data?.reviewCount ?? 0 })}
              </Text>
              <Select
                size="xs"
                w={190}
                radius="xl"
                allowDeselect={false}
                value={order}
                onChange={(value) => setOrder((value as ReviewOrder | null) ?? 'none')}
                data={REVIEW_ORDERS.map((value) => ({ value, label: t(`product.reviews.order.${value}`) }))}
                aria-label={t('product.reviews.sort')}
                data-testid="reviews-order"
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
            {reviews.isError ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />}>
                {t('product.reviews.loadFailed')}
              </Alert>
            ) : reviews.isPending ? (
              [0, 1].map((index) => <Skeleton key={index} height={110} radius="lg" />)
            ) : list.length === 0 ? (
              <Paper withBorder p="xl" ta="center" c="dimmed" data-testid="no-reviews">
                {t('product.reviews.empty')}
              </Paper>
            ) : (
              visible.map((review) => <ReviewItem key={review.id} review={review} productId={productId} />)
            )}
            {list.length > INITIAL_REVIEWS ? (
              <Button
                variant="subtle"
                radius="xl"
                onClick={() => setShowAll((value) => !value)}
                data-testid="show-more-reviews"
              >
                {showAll
                  ? t('product.reviews.showLess')
                  : t('product.reviews.showMore', { count: list.length - INITIAL_REVIEWS })}
              </Button>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <ReviewModal
        key={boxRating}
        opened={modalOpened}
        onClose={() => setModalOpened(false)}
        initialRating={boxRating}
        productId={productId}
      />
    </Box>
  );
}
