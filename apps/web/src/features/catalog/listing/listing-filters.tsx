import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_RANGES, GENDERS, PRICE_SLIDER_MAX } from '@souk/shared/listing';
import { StarRating } from '../../../components/product/star-rating.tsx';
import { usePrice } from '../../../lib/currency.ts';
import page from './all-products-page.module.css';
import classes from './listing-filters.module.css';
import type { ListingChange, ListingState } from './listing-params.ts';

const STEP = 5;
const THUMBS = [
  { end: 'low', label: 'catalog.filters.minPrice' },
  { end: 'high', label: 'catalog.filters.maxPrice' },
] as const;

/**
 * Two native range inputs over one track: each thumb moves freely (a keyboard steps it by 5) and the
 * listing is asked when it is let go (the input's `change` event), as Mantine's RangeSlider did.
 */
function PriceRange({
  min,
  max,
  onCommit,
}: {
  min: number;
  max: number;
  onCommit: (min: number, max: number) => void;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  // What the thumbs show while one moves; the address's prices again once they change.
  const [draft, setDraft] = useState<{ of: string; value: [number, number] } | null>(null);
  const [from, to] = draft?.of === `${min}-${max}` ? draft.value : [min, max];
  const move = (value: [number, number]) => setDraft({ of: `${min}-${max}`, value });

  const inputs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = inputs.current;
    if (!element) return;
    const commit = () => {
      const [low, high] = [...element.querySelectorAll('input')].map((input) => Number(input.value));
      onCommit(low!, high!);
    };
    element.addEventListener('change', commit);
    return () => element.removeEventListener('change', commit);
  }, [onCommit]);

  const percent = (value: number) => `${(value / PRICE_SLIDER_MAX) * 100}%`;
  const top = (value: number) => (value >= PRICE_SLIDER_MAX ? `${price(PRICE_SLIDER_MAX)}+` : price(value));
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{t('catalog.filters.price')}</legend>
      <div
        ref={inputs}
        className={classes.range}
        style={{ '--from': percent(from), '--to': percent(to) } as CSSProperties}
        // The lower thumb goes on top once it is past the middle: both at the top end, it is the one to move.
        data-low-on-top={from > PRICE_SLIDER_MAX / 2 || undefined}
      >
        <span className={classes.track} />
        {THUMBS.map(({ end, label }) => (
          <input
            key={end}
            type="range"
            className={classes.thumb}
            min={0}
            max={PRICE_SLIDER_MAX}
            step={STEP}
            value={end === 'low' ? from : to}
            onChange={(event) => {
              const value = Number(event.target.value);
              // The thumbs keep a step apart, as the slider's did.
              move(end === 'low' ? [Math.min(value, to - STEP), to] : [from, Math.max(value, from + STEP)]);
            }}
            aria-label={t(label)}
            aria-valuetext={end === 'low' ? price(from) : top(to)}
          />
        ))}
      </div>
      <div className={classes.prices}>
        <span dir="ltr" data-testid="price-min">
          {price(from)}
        </span>
        <span dir="ltr" data-testid="price-max">
          {top(to)}
        </span>
      </div>
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  testId: string;
}) {
  return (
    <label className={classes.check}>
      <input type="checkbox" className={classes.box} checked={checked} onChange={onChange} data-testid={testId} />
      {label}
    </label>
  );
}

/** Spec 1 section 9: price 0 to 500, rating 1 to 5 stars, three discount ranges, five genders. */
export function ListingFilters({
  state,
  onChange,
  onReset,
}: {
  state: ListingState;
  onChange: (change: ListingChange) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  return (
    <div className={classes.filters} data-testid="listing-filters">
      <PriceRange
        min={state.minPrice}
        max={state.maxPrice}
        onCommit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{t('catalog.filters.rating')}</legend>
        {[5, 4, 3, 2, 1].map((stars) => {
          const selected = state.minRating === stars;
          return (
            <button
              key={stars}
              type="button"
              className={classes.rating}
              onClick={() => onChange({ minRating: selected ? null : stars })}
              aria-pressed={selected}
              aria-label={t('catalog.filters.starsAndUp', { count: stars })}
              data-testid={`rating-${stars}`}
            >
              <StarRating value={stars} />
              {stars < 5 ? <span className={classes.andUp}>{t('catalog.filters.andUp')}</span> : null}
            </button>
          );
        })}
      </fieldset>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{t('catalog.filters.discount')}</legend>
        {DISCOUNT_RANGES.map((range) => (
          <Check
            key={range}
            label={t('catalog.filters.discountRange', { from: range.split('-')[0], to: range.split('-')[1] })}
            checked={state.discountRanges.includes(range)}
            onChange={() => onChange({ discountRanges: toggle(state.discountRanges, range) })}
            testId={`discount-${range}`}
          />
        ))}
      </fieldset>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>{t('catalog.filters.gender')}</legend>
        {GENDERS.map((gender) => (
          <Check
            key={gender}
            label={t(`catalog.genders.${gender}`)}
            checked={state.gender.includes(gender)}
            onChange={() => onChange({ gender: toggle(state.gender, gender) })}
            testId={`gender-${gender}`}
          />
        ))}
      </fieldset>
      <button type="button" className={`${page.pill} ${classes.reset}`} onClick={onReset}>
        <IconRefresh size={16} aria-hidden />
        {t('catalog.filters.reset')}
      </button>
    </div>
  );
}
