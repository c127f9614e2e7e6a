import { Alert, Badge, Card, Divider, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePayouts } from '../../api/seller-sales/get-payouts.ts';
import { useSellerDashboard, type OpenWeek } from '../../api/seller-sales/get-seller-dashboard.ts';
import { usePrice } from '../../lib/currency.ts';
import { intlLocale } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SalesCards } from './sales-cards.tsx';

/** Spec 2 section 7: sales totals, and the weekly payout ledger with how cash on delivery is netted. */
export function SellerSalesPage() {
  useDocumentTitle('sellerSales');
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const dashboard = useSellerDashboard();
  const payouts = usePayouts();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const figures = dashboard.data?.figures;
  const planName = figures ? t(`sellerSales.plans.${figures.plan}`) : '';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.sellerSales')}
        </Title>
        {figures ? (
          <Text c="dimmed">
            {t('sellerSales.plan', { rate: Math.round(figures.commissionRate * 100), plan: planName })}
          </Text>
        ) : null}
      </div>
      {figures ? <SalesCards figures={figures} /> : <Skeleton h={110} radius="lg" />}
      {figures ? <OpenWeekCard week={figures.nextPayment.week} payday={figures.nextPayment.date} /> : null}
      <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('sellerSales.howTitle')}>
        {t('sellerSales.howText')}
      </Alert>
      <Card withBorder radius="lg" padding="lg">
        <Text fw={700} mb="sm">
          {t('sellerSales.ledger')}
        </Text>
        {payouts.isPending ? (
          <Skeleton h={120} />
        ) : payouts.data?.length ? (
          <Table.ScrollContainer minWidth={820}>
            <Table striped data-testid="payout-ledger">
              <Table.Thead>
                <Table.Tr>
                  {['period', 'gross', 'refunds', 'commission', 'cashNetted', 'amount', 'status', 'paidAt'].map(
                    (column) => (
                      <Table.Th key={column}>{t(`sellerSales.columns.${column}`)}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payouts.data.map((payout) => (
                  <Table.Tr key={payout._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {date.format(new Date(payout.periodStart))} –{' '}
                      {date.format(new Date(new Date(payout.periodEnd).getTime() - 86_400_000))}
                    </Table.Td>
                    <Table.Td>{price(payout.gross)}</Table.Td>
                    <Table.Td>{price(payout.refunds)}</Table.Td>
                    <Table.Td>{price(payout.commission)}</Table.Td>
                    <Table.Td>{price(payout.cashNetted)}</Table.Td>
                    <Table.Td fw={700}>{price(payout.amount)}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={payout.status === 'paid' ? 'cedar' : payout.status === 'scheduled' ? 'saffron' : 'gray'}
                        variant="light"
                      >
                        {t(`sellerSales.status.${payout.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{payout.paidAt ? date.format(new Date(payout.paidAt)) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Paper bg="gray.0" p="lg" radius="md">
            <Text size="sm" c="dimmed" ta="center">
              {t('sellerSales.noPayouts')}
            </Text>
          </Paper>
        )}
      </Card>
    </Stack>
  );
}

/**
 * The week under way, line by line as its payout will read (issue 24): the next payment card counts
 * only what Souk owes, so a week of cash sales, whose commission the seller owes, showed $0.00 with
 * nothing to say why.
 */
function OpenWeekCard({ week, payday }: { week: OpenWeek; payday: string }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  // What is taken off reads as a minus, but nothing taken off reads $0.00, not -$0.00.
  const lines = [
    ['online', week.online],
    ['cash', week.cash],
    ['refunds', -week.refunds || 0],
    ['commission', -week.commission || 0],
  ] as const;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="open-week">
      <Text fw={700}>{t('sellerSales.week.title', { date: date.format(new Date(week.periodStart)) })}</Text>
      <Stack gap={6} mt="sm" maw={460}>
        {lines.map(([key, amount]) => (
          <Group key={key} justify="space-between" data-testid={`open-week-${key}`}>
            <Text size="sm">{t(`sellerSales.week.${key}`)}</Text>
            <Text size="sm">{price(amount)}</Text>
          </Group>
        ))}
        {week.cashNetted > 0 ? (
          <Text size="xs" c="dimmed">
            {t('sellerSales.week.cashNetted', { amount: price(week.cashNetted) })}
          </Text>
        ) : null}
        <Divider />
        <Group justify="space-between" data-testid="open-week-amount">
          <Text size="sm" fw={700}>
            {t('sellerSales.week.amount')}
          </Text>
          <Text size="sm" fw={700}>
            {price(week.amount)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" data-testid="open-week-note" data-balance={week.amount < 0 ? 'owed' : 'due'}>
          {week.amount < 0
            ? t('sellerSales.week.owed', { amount: price(-week.amount) })
            : t('sellerSales.week.due', { date: date.format(new Date(payday)) })}
        </Text>
      </Stack>
    </Card>
  );
}
