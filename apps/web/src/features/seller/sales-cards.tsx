import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarDollar, IconCash, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SalesFigures } from '../../api/seller-sales/get-seller-dashboard.ts';
import { usePrice } from '../../lib/currency.ts';
import { intlLocale } from '../../lib/locale-format.ts';

/** Spec 2 section 7: total sales, revenue and next payment, side by side. */
export function SalesCards({ figures }: { figures: SalesFigures }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  // Each count with its own plural ("1 unit in 1 order", and Arabic's six forms).
  const units = t('sellerHome.unitCount', { count: figures.totalSales.units });
  const orders = t('sellerHome.orderCount', { count: figures.totalSales.orders });
  const cards = [
    {
      key: 'totalSales',
      icon: IconReceipt,
      value: price(figures.totalSales.total),
      note: t('sellerHome.unitsOrders', { units, orders }),
    },
    {
      key: 'revenue',
      icon: IconCash,
      value: price(figures.revenue.revenue),
      note: t('sellerHome.revenueNote', { rate: Math.round(figures.commissionRate * 100) }),
    },
    {
      key: 'nextPayment',
      icon: IconCalendarDollar,
      value: price(figures.nextPayment.amount),
      note: t('sellerHome.nextPaymentNote', { date: date.format(new Date(figures.nextPayment.date)) }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="lg" padding="lg" data-testid={`figure-${card.key}`}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={42} radius="md">
              <card.icon size={22} />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {t(`sellerHome.${card.key}`)}
              </Text>
              <Text fw={800} fz={24} data-testid={`figure-${card.key}-value`}>
                {card.value}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {card.note}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
