import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@souk/shared/money';
import { setCurrency, useCurrency } from '../lib/currency.ts';
import classes from './currency-switcher.module.css';

/** USD or LBP, as two radio buttons drawn as a segmented pill (the storefront's header, drawer and currency page). */
export function CurrencySwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('header.currency')}
      className={classes.root}
      data-full-width={fullWidth || undefined}
      data-testid="currency-switcher"
    >
      {CURRENCIES.map((code) => (
        <label key={code} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={code}
            checked={currency === code}
            onChange={() => setCurrency(code as Currency)}
          />
          <span className={classes.label}>{t(`currency.${code}`)}</span>
        </label>
      ))}
    </div>
  );
}
