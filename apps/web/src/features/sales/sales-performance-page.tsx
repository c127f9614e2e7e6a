import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import {
  Badge,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES, governorateName, locationName, type Governorate } from '@souk/shared/locations';
import { ORDER_STATUSES } from '@souk/shared/schemas/checkout';
import { useCategories } from '../../api/catalog/get-categories.ts';
import { useSalesOrders, useSalesPerformance, type PerformanceFilters } from '../../api/sales/sales.ts';
import { StaffTable } from '../../components/staff/staff-table.tsx';
import { usePrice } from '../../lib/currency.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChartFrame, CsvButton, SalesCard, SalesHeader, useLocalName } from './sales-parts.tsx';

/** The twelve months up to this one, newest first, as YYYY-MM. */
function lastMonths() {
  const now = new Date();
  return Array.from({ length: 12 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz={{ base: 22, sm: 26 }} data-testid={`${testId}-value`}>
        {ltr(value)}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function OrdersTable({ location }: { location: string | undefined }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const orders = useSalesOrders({ location, status: status ?? undefined, page, limit: 10 });
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const rows = orders.data?.orders ?? [];
  const header = [
    t('sales.orders.number'),
    t('sales.orders.date'),
    t('sales.orders.buyer'),
    t('sales.orders.location'),
    t('sales.orders.status'),
    t('sales.orders.payment'),
    t('sales.orders.total'),
  ];
  return (
    <SalesCard
      title={t('sales.orders.title')}
      testId="orders-card"
      action={
        <Group gap="xs" wrap="nowrap">
          <Select
            size="xs"
            w={150}
            clearable
            placeholder={t('sales.orders.anyStatus')}
            // A cash order waiting for its buyer's code is an order status of its own (issue 41).
            data={[...ORDER_STATUSES, 'awaiting_confirmation'].map((value) => ({
              value,
              label: t(`sellerOrders.status.${value}`),
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            data-testid="orders-status"
          />
          <CsvButton
            fileName="souk-orders"
            header={header}
            rows={rows.map((order) => [
              order.orderNumber,
              order.createdAt.slice(0, 10),
              order.buyer,
              order.location,
              order.status,
              order.paymentMethod,
              order.total,
            ])}
            testId="orders-csv"
          />
        </Group>
      }
    >
      <StaffTable
        columns={header}
        rows={
          orders.data
            ? rows.map((order) => (
                <Table.Tr key={order._id}>
                  <Table.Td fw={600}>{ltr(order.orderNumber)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(order.createdAt))}</Table.Td>
                  <Table.Td dir="auto">{order.buyer}</Table.Td>
                  <Table.Td>{locationName(order.location, language)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`sellerOrders.status.${order.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {t(`checkout.payment.methods.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}
                  </Table.Td>
                  <Table.Td ta="end">{price(order.total, order.lbpPerUsd)}</Table.Td>
                </Table.Tr>
              ))
            : null
        }
        empty={t('sales.orders.empty')}
        minWidth={760}
        testId="orders-table"
        pager={orders.data ? { total: orders.data.pagination.totalPages, page, onChange: setPage } : undefined}
      />
    </SalesCard>
  );
}

/** Spec 3 section 2.6 Overall Sales, on real figures: the monthly line, totals, donut, revenue and profit, orders, top categories, stock. */
export function SalesPerformancePage() {
  useDocumentTitle('salesPerformance');
  const { t, i18n } = useTranslation();
  const name = useLocalName();
  const price = usePrice();
  const language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const categories = useCategories();
  const [filters, setFilters] = useState<PerformanceFilters>({});
  const [currency, setCurrency] = useState<'USD' | 'LBP'>('USD');
  const { data } = useSalesPerformance(filters);
  const monthLabel = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const lbp = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 0 });
  const category = categories.data?.find((entry) => entry._id === filters.categoryId);
  const set = (change: PerformanceFilters) => setFilters((current) => ({ ...current, ...change }));

  return (
    <Stack gap="lg" data-testid="sales-performance">
      <SalesHeader page="performance" refreshedAt={data?.refreshedAt} />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Select
          label={t('sales.filters.location')}
          placeholder={t('sales.filters.all')}
          clearable
          data={GOVERNORATES.map((value) => ({ value, label: governorateName(value, language) }))}
          value={filters.location ?? null}
          onChange={(value) => set({ location: (value as Governorate | null) ?? undefined })}
          data-testid="filter-location"
        />
        <Select
          label={t('sales.filters.month')}
          placeholder={t('sales.filters.last12')}
          clearable
          data={lastMonths().map((value) => ({ value, label: monthLabel.format(new Date(`${value}-01T00:00:00Z`)) }))}
          value={filters.month ?? null}
          onChange={(value) => set({ month: value ?? undefined })}
          data-testid="filter-month"
        />
        <Select
          label={t('sales.filters.category')}
          placeholder={t('sales.filters.all')}
          clearable
          data={(categories.data ?? []).map((entry) => ({ value: entry._id, label: name(entry) }))}
          value={filters.categoryId ?? null}
          // A sub-category belongs to its category: changing the category clears it.
          onChange={(value) => set({ categoryId: value ?? undefined, subCategoryId: undefined })}
          data-testid="filter-category"
        />
        <Select
          label={t('sales.filters.subCategory')}
          placeholder={t('sales.filters.all')}
          clearable
          disabled={!category}
          data={(category?.subCategories ?? []).map((entry) => ({ value: entry._id, label: name(entry) }))}
          value={filters.subCategoryId ?? null}
          onChange={(value) => set({ subCategoryId: value ?? undefined })}
          data-testid="filter-subcategory"
        />
      </SimpleGrid>
      {!data ? (
        <Skeleton h={400} radius="lg" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Card withBorder radius="lg" padding="md" data-testid="total-sales">
              {/* Wraps on a phone, where the half-width card cannot hold the label and the toggle on one line. */}
              <Group justify="space-between" gap={6}>
                <Text size="sm" c="dimmed">
                  {t('sales.performance.total')}
                </Text>
                <SegmentedControl
                  size="xs"
                  value={currency}
                  onChange={(value) => setCurrency(value as 'USD' | 'LBP')}
                  data={['USD', 'LBP']}
                  data-testid="total-currency"
                />
              </Group>
              <Text fw={800} fz={{ base: 22, sm: 26 }} data-testid="total-sales-value">
                {ltr(
                  currency === 'USD'
                    ? price(data.totals.revenue, undefined)
                    : `${lbp.format(data.totals.revenueLbp)} LBP`,
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {t('sales.performance.units', { count: data.totals.units })}
              </Text>
            </Card>
            <Figure
              label={t('sales.revenue')}
              value={price(data.totals.revenue)}
              hint={t('sales.performance.revenueHint')}
              testId="revenue"
            />
            <Figure
              label={t('sales.performance.commission')}
              value={price(data.totals.commission)}
              hint={t('sales.performance.commissionHint')}
              testId="commission"
            />
            <Figure
              label={t('sales.performance.profit')}
              value={price(data.totals.profit)}
              hint={t('sales.performance.profitHint', { refunds: price(data.totals.refundsPaid) })}
              testId="profit"
            />
          </SimpleGrid>
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card withBorder radius="lg" padding="lg" h="100%">
                <Text fw={700} mb="sm">
                  {t('sales.performance.monthly')}
                </Text>
                {data.monthly.length ? (
                  <ChartFrame>
                    <LineChart
                      h={240}
                      data={data.monthly.map((point) => ({
                        month: monthLabel.format(new Date(`${point.month}-01T00:00:00Z`)),
                        revenue: point.revenue,
                      }))}
                      dataKey="month"
                      series={[{ name: 'revenue', label: t('sales.revenue'), color: 'cedar.6' }]}
                      curveType="monotone"
                      valueFormatter={(value) => price(value)}
                      gridAxis="y"
                    />
                  </ChartFrame>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('sales.noSales')}
                  </Text>
                )}
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <SalesCard title={t('sales.performance.closedTitle')} testId="closed-donut">
                <Group justify="center" mih={150}>
                  {data.closed.deliveredItems + data.closed.returns + data.closed.refunds === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('sales.noSales')}
                    </Text>
                  ) : (
                    <DonutChart
                      size={150}
                      thickness={24}
                      withTooltip
                      tooltipDataSource="segment"
                      data={[
                        { name: t('sales.performance.closed'), value: data.closed.deliveredItems, color: 'cedar.6' },
                        { name: t('sales.performance.returns'), value: data.closed.returns, color: 'saffron.5' },
                        { name: t('sales.performance.refunds'), value: data.closed.refunds, color: 'red.5' },
                      ]}
                    />
                  )}
                </Group>
                <Stack gap={4} mt="sm">
                  {(['deliveredItems', 'returns', 'refunds'] as const).map((key) => (
                    <Group key={key} justify="space-between">
                      <Text size="sm">{t(`sales.performance.${key === 'deliveredItems' ? 'closed' : key}`)}</Text>
                      <Text size="sm" fw={700} data-testid={`closed-${key}`}>
                        {data.closed[key]}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </SalesCard>
            </Grid.Col>
          </Grid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <SalesCard title={t('sales.performance.topCategories')} testId="top-categories">
              {data.topCategories.length ? (
                <ChartFrame>
                  <BarChart
                    h={200}
                    data={data.topCategories.map((row) => ({ label: name(row), revenue: row.revenue }))}
                    dataKey="label"
                    orientation="vertical"
                    yAxisProps={{ width: 110, interval: 0 }}
                    series={[{ name: 'revenue', label: t('sales.revenue'), color: 'cedar.6' }]}
                    valueFormatter={(value) => price(value)}
                    gridAxis="none"
                  />
                </ChartFrame>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('sales.noSales')}
                </Text>
              )}
            </SalesCard>
            <SalesCard title={t('sales.performance.stock')} testId="stock">
              <ChartFrame>
                <BarChart
                  h={Math.max(200, 60 + data.stock.length * 44)}
                  type="stacked"
                  orientation="vertical"
                  yAxisProps={{ width: 120, interval: 0 }}
                  data={data.stock.map((row) => ({
                    label: name(row),
                    inStock: row.inStock,
                    lowStock: row.lowStock,
                    outOfStock: row.outOfStock,
                  }))}
                  dataKey="label"
                  series={[
                    { name: 'inStock', label: t('productAdmin.stock.inStock'), color: 'cedar.6' },
                    { name: 'lowStock', label: t('productAdmin.stock.lowStock'), color: 'saffron.5' },
                    { name: 'outOfStock', label: t('productAdmin.stock.outOfStock'), color: 'red.5' },
                  ]}
                  withLegend
                  gridAxis="x"
                />
              </ChartFrame>
            </SalesCard>
          </SimpleGrid>
        </>
      )}
      <OrdersTable location={filters.location} />
    </Stack>
  );
}
