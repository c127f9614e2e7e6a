import { Fragment, useId } from 'react';
import classes from './star-picker.module.css';

const STARS = [1, 2, 3, 4, 5];

/**
 * One to five stars to pick from: radio inputs (arrow keys move between them), each drawn by its
 * label as a star; those up to the pointer light up on hover (star-picker.module.css).
 */
export function StarPicker({
  value,
  onChange,
  label,
  testId,
}: {
  value: number;
  onChange: (stars: number) => void;
  label: string;
  testId?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.picker} data-testid={testId}>
      {STARS.map((stars) => (
        <Fragment key={stars}>
          <input
            type="radio"
            className={classes.input}
            id={`${name}-${stars}`}
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={String(stars)}
          />
          <label htmlFor={`${name}-${stars}`} className={classes.star} data-on={stars <= value || undefined}>
            <svg viewBox="0 0 24 24" aria-hidden>
              <path d="M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z" />
            </svg>
          </label>
        </Fragment>
      ))}
    </div>
  );
}
