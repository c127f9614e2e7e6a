import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostReview } from '../../../api/reviews/post-review.ts';
import { errorText } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { toastInfo, toastSuccess } from '../../../lib/toast.ts';
import ui from '../../../components/storefront.module.css';
import classes from './review-form.module.css';

/** Spec 1 section 4: the form closes with a 300 ms exit animation (review-form.module.css). */
const CLOSING_MS = 300;

/**
 * Spec 1 section 4: the review form, a modal <dialog> opened with the rate box's stars, fetched on
 * first use (reviews-section.tsx). The page hands it its star picker (`stars`): this chunk imports
 * nothing that only the page's chunk holds (the storefront's shared styles go with `base`), whose
 * route entry would otherwise lose its name in the build's manifest (the budgets read it). Escape,
 * the close button and the backdrop close it.
 */
export default function ReviewForm({
  opened,
  onClose,
  initialRating,
  productId,
  stars,
}: {
  opened: boolean;
  onClose: () => void;
  initialRating: number;
  productId: string;
  stars: (value: number, onChange: (stars: number) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const post = usePostReview(productId);
  const [rating, setRating] = useState(initialRating);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const commentId = useId();

  /** What had the focus before the form opened (the "Write a review" button): it gets it back. */
  const before = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (opened) {
      before.current = document.activeElement as HTMLElement | null;
      if (!element.open) element.showModal();
      return undefined;
    }
    if (!element.open) return undefined;
    element.dataset.closing = '';
    const timer = setTimeout(() => {
      delete element.dataset.closing;
      element.close();
      before.current?.focus();
    }, CLOSING_MS);
    return () => clearTimeout(timer);
  }, [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError(t('messages.starRatingRequired'));
    if (!comment.trim()) return setError(t('messages.reviewCommentRequired'));
    setError(null);
    const result = await post.mutateAsync({ rating, comment: comment.trim() });
    if (result.success) {
      toastSuccess(t('messages.reviewPosted'));
      setComment('');
      setRating(initialRating);
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
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      // Escape plays the closing animation too; a second one, which may not be held, closes it at once.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (opened) onClose();
      }}
      // A press on the backdrop lands on the dialog itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <form className={classes.form} onSubmit={(event) => void submit(event)} data-testid="review-modal">
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            {t('product.reviews.writeTitle')}
          </h2>
          <button type="button" className={classes.close} onClick={onClose} aria-label={t('common.close')}>
            <IconX size={18} aria-hidden />
          </button>
        </div>
        <div>
          <p className={classes.label}>{t('product.reviews.yourRating')}</p>
          {stars(rating, setRating)}
        </div>
        <div>
          <label htmlFor={commentId} className={classes.label}>
            {t('product.reviews.comment')}
          </label>
          <textarea
            id={commentId}
            className={classes.comment}
            placeholder={t('product.reviews.commentPlaceholder')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            rows={4}
            maxLength={1000}
            aria-invalid={error ? true : undefined}
            data-testid="review-comment"
          />
        </div>
        {error ? (
          <p className={classes.error} role="alert" data-testid="review-error">
            {error}
          </p>
        ) : null}
        <div className={classes.buttons}>
          <button type="button" className={`${ui.button} ${classes.cancel}`} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={ui.button}
            disabled={post.isPending || rating < 1}
            data-loading={post.isPending || undefined}
            aria-busy={post.isPending || undefined}
            data-testid="review-submit"
          >
            {post.isPending ? <span className={ui.spinner} aria-hidden /> : null}
            {t('product.reviews.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
