import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, usdToCents } from '@souk/shared/money';
import type { Pricing } from '../../api/checkout/get-pricing.ts';
import { useCurrency, usePrice } from '../../lib/currency.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';

function Line({
  label,
  value,
  strong,
  note,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** A line that is not added up: its value is dimmed text, not an amount column. */
  note?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed" ta="end" data-testid={testId}>
          {value}
        </Text>
      ) : (
        <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
          {/* Amounts read left to right in Arabic too, the minus of a discount included. */}
          <bdi dir="ltr">{value}</bdi>
        </Text>
      )}
    </Group>
  );
}

export interface SummaryProps {
  /** Cart mode: only the subtotal and item count are known. */
  subtotal: number;
  itemCount: number;
  /** Final-checkout mode (spec 2, Checkout screen detail). */
  pricing?: Pricing | null;
  loading?: boolean;
  children?: ReactNode;
}

export function OrderSummary({ subtotal, itemCount, pricing, loading, children }: SummaryProps) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const currency = useCurrency();
  const percent = pricing
    ? new Intl.NumberFormat(intlLocale(i18n.resolvedLanguage), { style: 'percent', maximumFractionDigits: 2 }).format(
        pricing.vatRate,
      )
    : '';
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="order-summary">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('cart.summary')}
        </Title>
        {loading ? (
          <Stack gap="xs">
            <Skeleton h={16} />
            <Skeleton h={16} />
            <Skeleton h={16} />
            <Skeleton h={24} mt="sm" />
          </Stack>
        ) : pricing ? (
          <>
            <Line
              label={t('checkout.summary.subtotal', { count: itemCount })}
              value={price(pricing.subtotal)}
              testId="summary-subtotal"
            />
            <Line label={t('checkout.summary.shipping')} value={price(pricing.shippingFee)} testId="summary-shipping" />
            {/* The spec's second line with the same fee, which reads as part of the shipping line rather
                than a second charge: the amounts shown add up to the total (issue 38). */}
            <Line
              label={t('checkout.summary.delivery')}
              value={t('checkout.summary.deliveryIncluded', { amount: ltr(price(pricing.shippingFee)) })}
              testId="summary-delivery"
              note
            />
            {pricing.cashOnDeliveryFee ? (
              <Line
                label={t('checkout.summary.cashFee')}
                value={price(pricing.cashOnDeliveryFee)}
                testId="summary-cash-fee"
              />
            ) : null}
            <Line
              label={t('checkout.summary.vat', { rate: percent })}
              value={price(pricing.vatAmount)}
              testId="summary-vat"
            />
            <Line
              label={
                pricing.appliedCoupon
                  ? t('checkout.summary.discountCode', { code: pricing.appliedCoupon.code })
                  : t('checkout.summary.discount')
              }
              value={pricing.discountAmount > 0 ? `−${price(pricing.discountAmount)}` : price(0)}
              testId="summary-discount"
            />
            <Divider />
            <Line label={t('checkout.summary.total')} value={price(pricing.total)} strong testId="summary-total" />
            {currency === 'LBP' ? (
              <Text size="xs" c="dimmed" ta="end" data-testid="summary-usd">
                {t('checkout.summary.chargedUsd', { amount: ltr(formatPrice(usdToCents(pricing.total), 'USD')) })}
              </Text>
            ) : null}
          </>
        ) : (
          <>
            <Line
              label={t('checkout.summary.subtotal', { count: itemCount })}
              value={price(subtotal)}
              testId="summary-subtotal"
            />
            <Text size="xs" c="dimmed">
              {t('cart.summaryNote')}
            </Text>
            <Divider />
            <Line label={t('checkout.summary.total')} value={price(subtotal)} strong testId="summary-total" />
          </>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
