import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@souk/shared/money';
import { setCurrency, useCurrency } from '../lib/currency.ts';

export function CurrencySwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      fullWidth={fullWidth}
      value={currency}
      onChange={(value) => setCurrency(value as Currency)}
      data={CURRENCIES.map((code) => ({ value: code, label: t(`currency.${code}`) }))}
      aria-label={t('header.currency')}
      data-testid="currency-switcher"
    />
  );
}
