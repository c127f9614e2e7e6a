import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './quantity-picker.module.css';

/**
 * Spec 1 section 5, product choices: whole numbers only, at least 1, at most the stock (no
 * maximum with backorders); a value out of bounds says so and is clamped when the field is left.
 */
export function QuantityPicker({
  value,
  onChange,
  max,
}: {
  value: number;
  onChange: (value: number) => void;
  max: number | null;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);

  const check = (quantity: number) => {
    if (quantity < 1) return t('product.quantityMin');
    if (max !== null && quantity > max) return t('product.quantityMax', { max });
    return null;
  };
  const clamp = (quantity: number) => Math.max(1, max === null ? quantity : Math.min(quantity, Math.max(1, max)));

  const set = (quantity: number) => {
    const next = clamp(quantity);
    setError(check(quantity));
    setText(String(next));
    onChange(next);
  };

  return (
    <div>
      <div className={classes.stepper}>
        <button
          type="button"
          className={classes.step}
          onClick={() => set(value - 1)}
          aria-label={t('product.decrease')}
        >
          <IconMinus size={16} aria-hidden />
        </button>
        <input
          className={classes.input}
          value={text}
          inputMode="numeric"
          aria-label={t('product.quantity')}
          aria-invalid={error ? true : undefined}
          data-testid="quantity-input"
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 5);
            setText(digits);
            const quantity = digits === '' ? 0 : Number(digits);
            setError(check(quantity));
            if (!check(quantity)) onChange(quantity);
          }}
          onBlur={() => {
            const quantity = text === '' ? 1 : Number(text);
            const next = clamp(quantity);
            setText(String(next));
            onChange(next);
          }}
        />
        <button
          type="button"
          className={classes.step}
          onClick={() => set(value + 1)}
          aria-label={t('product.increase')}
        >
          <IconPlus size={16} aria-hidden />
        </button>
      </div>
      {error ? (
        <p className={classes.error} role="alert" data-testid="quantity-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
