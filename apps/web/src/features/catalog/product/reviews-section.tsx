import { IconAlertCircle, IconPencil, IconThumbUp, IconThumbUpFilled, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteReview } from '../../../api/reviews/delete-review.ts';
import { useReviewEligibility } from '../../../api/reviews/get-review-eligibility.ts';
import { useReviews, type Review, type ReviewOrder } from '../../../api/reviews/get-reviews.ts';
import { useLikeReview } from '../../../api/reviews/like-review.ts';
import { StarRating } from '../../../components/product/star-rating.tsx';
import ui from '../../../components/storefront.module.css';
import { errorText } from '../../../lib/api-client.ts';
import { useAuthUser } from '../../../lib/auth-store.ts';
import { useAppNavigate } from '../../../lib/host.ts';
import { marketDay } from '../../../lib/locale-format.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { toastError, toastInfo, toastSuccess } from '../../../lib/toast.ts';
import classes from './reviews-section.module.css';
import { StarPicker } from '../../../components/product/star-picker.tsx';

/** Spec 1 section 9: four reviews at first, five stars, a rate box that starts at 5. */
const INITIAL_REVIEWS = 4;
const DEFAULT_STARS = 5;
/** The API's orders (REVIEW_ORDERS of @souk/shared/schemas/catalog, whose schemas the page need not load). */
const ORDERS: ReviewOrder[] = ['none', 'asc', 'desc'];

const loadForm = () => import('./review-form.tsx');
const ReviewForm = lazy(loadForm);

/** The author's initials; none for an account without a first name (its name reads "Souk buyer"). */
const initials = (review: Review) =>
  review.user.avatar && review.user.avatar.length <= 3
    ? review.user.avatar
    : review.user.name.slice(0, 2).toUpperCase();

function ReviewItem({
  review,
  own,
  liking,
  onLike,
  onDelete,
}: {
  review: Review;
  /** The signed-in reader wrote it: known only in the browser, after hydration. */
  own: boolean;
  liking: boolean;
  onLike: (review: Review) => void;
  onDelete: (review: Review) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article className={classes.review} data-testid="review" data-review-id={review.id}>
      <div className={classes.reviewHead}>
        <span className={classes.avatar} aria-hidden>
          {initials(review)}
        </span>
        <div className={classes.who}>
          {/* Isolated so "Rami H." keeps its full stop at the end inside an Arabic page. */}
          <p className={classes.name}>
            <bdi>{review.user.name || t('product.reviews.anonymous')}</bdi>
          </p>
          <span className={classes.meta}>
            <StarRating value={review.rating} />
            <span>{marketDay(review.date, i18n.resolvedLanguage)}</span>
          </span>
          {review.verifiedPurchase ? (
            <span className={classes.verified} data-testid="verified-purchase">
              {t('product.reviews.verified')}
            </span>
          ) : null}
        </div>
        {own ? (
          <button
            type="button"
            className={classes.delete}
            onClick={() => onDelete(review)}
            aria-label={t('product.reviews.delete')}
            data-testid="delete-review"
          >
            <IconTrash size={18} aria-hidden />
          </button>
        ) : null}
      </div>
      <p className={classes.comment} dir="auto" data-testid="review-comment-text">
        {review.comment}
      </p>
      <button
        type="button"
        className={`${ui.button} ${classes.like}`}
        data-icon="start"
        onClick={() => onLike(review)}
        disabled={liking}
        data-loading={liking || undefined}
        aria-pressed={review.isLiked}
        data-testid="like-review"
      >
        {liking ? (
          <span className={ui.spinner} aria-hidden />
        ) : review.isLiked ? (
          <IconThumbUpFilled size={15} aria-hidden />
        ) : (
          <IconThumbUp size={15} aria-hidden />
        )}
        {t('product.reviews.helpful', { count: review.likesCount })}
      </button>
    </article>
  );
}

/** The average, its stars and how many reviews gave each number of stars. */
function Summary({ reviews, average, count }: { reviews: Review[]; average: number; count: number }) {
  const { t } = useTranslation();
  return (
    <div className={classes.card}>
      <div className={classes.average}>
        <span className={classes.averageValue} data-testid="reviews-average">
          {average.toFixed(1)}
        </span>
        <div>
          <StarRating value={average} />
          <p className={classes.dimmed} data-testid="reviews-count">
            {t('product.reviewCount', { count })}
          </p>
        </div>
      </div>
      <ul className={classes.bars}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const given = reviews.filter((review) => review.rating === stars).length;
          const share = reviews.length ? Math.round((given / reviews.length) * 100) : 0;
          return (
            <li key={stars}>
              <span className={classes.stars}>{stars}</span>
              <span
                className={classes.bar}
                role="progressbar"
                aria-label={t('product.starsShare', { stars })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={share}
                style={{ '--share': `${share}%` } as CSSProperties}
              />
              <span className={classes.given}>{given}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Spec 1 section 4 "Reviews": sort, 4 then Show More, rate box, review form, like, delete own. */
export function ReviewsSection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  // A guest on the server and at hydration (useSyncExternalStore's server snapshot), then the reader.
  const user = useAuthUser();
  const navigate = useAppNavigate();
  const [order, setOrder] = useState<ReviewOrder>('none');
  const [showAll, setShowAll] = useState(false);
  const [boxRating, setBoxRating] = useState(DEFAULT_STARS);
  // The form's chunk is fetched on first use and then stays, so it can play its closing animation.
  const [formUsed, setFormUsed] = useState(false);
  const [formOpened, setFormOpened] = useState(false);
  const reviews = useReviews(productId, order);
  // Issue 40: only a buyer who received the product reviews it; the box says so before anyone types.
  const eligibility = useReviewEligibility(productId, Boolean(user));
  const refusal =
    user && eligibility.data && !eligibility.data.canReview
      ? (translateMessage(t, eligibility.data.reason) ?? eligibility.data.reason)
      : null;
  const like = useLikeReview(productId);
  const remove = useDeleteReview(productId);
  const list = reviews.data?.reviews ?? [];
  const visible = showAll ? list : list.slice(0, INITIAL_REVIEWS);
  const count = reviews.data?.reviewCount ?? 0;

  const toLogin = () => {
    toastInfo(t('messages.notAuthenticated'));
    navigate('/login', { state: { from: window.location.pathname } });
  };

  const openForm = () => {
    if (!user) return toLogin();
    setFormUsed(true);
    setFormOpened(true);
  };

  const onLike = async (review: Review) => {
    if (!user) return toLogin();
    const result = await like.mutateAsync(review.id);
    if (!result.success) toastError(translateMessage(t, errorText(result)) ?? t('errors.generic'));
  };

  const onDelete = (review: Review) =>
    void import('../../../lib/confirm-modal.ts').then(({ openConfirmModal }) =>
      openConfirmModal({
        title: <strong>{t('product.reviews.deleteTitle')}</strong>,
        children: <p className={classes.confirmText}>{t('product.reviews.deleteText')}</p>,
        labels: { confirm: t('product.reviews.delete'), cancel: t('common.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, string>,
        centered: true,
        onConfirm: async () => {
          const result = await remove.mutateAsync(review.id);
          if (result.success) toastSuccess(t('messages.reviewDeleted'));
          else toastError(translateMessage(t, errorText(result)) ?? t('errors.generic'));
        },
      }),
    );

  return (
    <section id="reviews" className={classes.section} data-testid="reviews-section">
      <h2 className={`${ui.title} ${ui.titleAlone}`}>{t('product.reviews.title')}</h2>
      <div className={classes.columns}>
        <div className={classes.side}>
          <Summary reviews={list} average={reviews.data?.averageRating ?? 0} count={count} />
          <div className={classes.card} data-testid="rate-box">
            <p className={classes.rateTitle}>{t('product.reviews.rateTitle')}</p>
            <p className={classes.dimmed}>{t('product.reviews.rateText')}</p>
            <StarPicker value={boxRating} onChange={setBoxRating} label={t('product.reviews.rateTitle')} />
            {refusal ? (
              <p className={classes.refusal} data-testid="review-refusal">
                {refusal}
              </p>
            ) : null}
            <button
              type="button"
              className={`${ui.button} ${ui.block}`}
              data-icon="start"
              onPointerEnter={() => void loadForm()}
              onClick={openForm}
              disabled={Boolean(refusal)}
              data-testid="write-review"
            >
              <IconPencil size={16} aria-hidden />
              {t('product.reviews.write')}
            </button>
          </div>
        </div>
        <div className={classes.list}>
          <div className={classes.listHead}>
            <span className={classes.dimmed}>{t('product.reviewCount', { count })}</span>
            <select
              className={classes.order}
              value={order}
              onChange={(event) => setOrder(event.currentTarget.value as ReviewOrder)}
              aria-label={t('product.reviews.sort')}
              data-testid="reviews-order"
            >
              {ORDERS.map((value) => (
                <option key={value} value={value}>
                  {t(`product.reviews.order.${value}`)}
                </option>
              ))}
            </select>
          </div>
          {reviews.isError ? (
            <p className={ui.alert} role="alert">
              <IconAlertCircle size={18} aria-hidden />
              {t('product.reviews.loadFailed')}
            </p>
          ) : reviews.isPending ? (
            [0, 1].map((index) => <span key={index} className={`${ui.skeleton} ${classes.placeholder}`} />)
          ) : list.length === 0 ? (
            <p className={classes.empty} data-testid="no-reviews">
              {t('product.reviews.empty')}
            </p>
          ) : (
            visible.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                own={user?._id === review.user.id}
                liking={like.isPending && like.variables === review.id}
                onLike={(item) => void onLike(item)}
                onDelete={onDelete}
              />
            ))
          )}
          {list.length > INITIAL_REVIEWS ? (
            <button
              type="button"
              className={`${ui.button} ${ui.subtle} ${classes.more}`}
              onClick={() => setShowAll((value) => !value)}
              data-testid="show-more-reviews"
            >
              {showAll
                ? t('product.reviews.showLess')
                : t('product.reviews.showMore', { count: list.length - INITIAL_REVIEWS })}
            </button>
          ) : null}
        </div>
      </div>
      {formUsed ? (
        <Suspense fallback={null}>
          <ReviewForm
            key={boxRating}
            opened={formOpened}
            onClose={() => setFormOpened(false)}
            initialRating={boxRating}
            productId={productId}
            stars={(value, onChange) => (
              <StarPicker
                value={value}
                onChange={onChange}
                label={t('product.reviews.yourRating')}
                testId="review-rating"
              />
            )}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
