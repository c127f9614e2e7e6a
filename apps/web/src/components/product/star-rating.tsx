import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** A product's average rating, read only (the `.star-rating` rule of app/global.css). */
export function StarRating({ value }: { value: number }) {
  const { t } = useTranslation();
  const fill = `${Math.round((Math.min(5, Math.max(0, value)) / 5) * 100)}%`;
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={t('catalog.ratedOutOfFive', { value: value.toFixed(1) })}
      style={{ '--star-fill': fill } as CSSProperties}
    >
      ★★★★★
    </span>
  );
}
