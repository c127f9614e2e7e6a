import { BarChart } from '@mantine/charts';
import { Badge, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUCK_AFTER_DAYS } from '@souk/shared/schemas/sales';
import { useOrderStatuses } from '../../api/sales/sales.ts';
import { StaffTable } from '../../components/staff/staff-table.tsx';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChartFrame, CsvButton, SalesCard, SalesHeader } from './sales-parts.tsx';

const STATUSES = [
  ['pending', 'gray.5'],
  ['confirmed', 'blue.5'],
  ['processing', 'saffron.5'],
  ['shipped', 'violet.5'],
  ['out_for_delivery', 'grape.6'],
  ['delivered', 'cedar.6'],
  ['cancelled', 'red.5'],
  ['refused', 'orange.6'],
] as const;

/** Order Statuses: the parts placed each day by where they stand now, and those waiting too long in a status. */
export function OrderStatusPage() {
  useDocumentTitle('salesStatuses');
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState(30);
  const { data } = useOrderStatuses(days);
  const dayLabel = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const header = [
    t('sales.orders.number'),
    t('sales.rates.seller'),
    t('sales.orders.status'),
    t('sales.statuses.since'),
    t('sales.statuses.days'),
  ];
  const rule = Object.entries(STUCK_AFTER_DAYS)
    .map(([status, limit]) => t('sales.statuses.rule', { count: limit, status: t(`sellerOrders.status.${status}`) }))
    .join(' · ');
  return (
    <Stack gap="lg" data-testid="sales-statuses">
      <SalesHeader
        page="statuses"
        refreshedAt={data?.refreshedAt}
        action={
          <SegmentedControl
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            data={[7, 30, 90].map((value) => ({ value: String(value), label: t('sales.days', { count: value }) }))}
            data-testid="status-days"
          />
        }
      />
      <SalesCard title={t('sales.statuses.overTime')} testId="status-chart">
        {!data ? (
          <Skeleton h={260} />
        ) : data.series.length ? (
          <ChartFrame>
            <BarChart
              h={260}
              type="stacked"
              data={data.series.map((point) => ({
                ...point,
                day: dayLabel.format(new Date(`${point.day}T00:00:00Z`)),
              }))}
              dataKey="day"
              series={STATUSES.map(([status, color]) => ({
                name: status,
                label: t(`sellerOrders.status.${status}`),
                color,
              }))}
              withLegend
              gridAxis="y"
            />
          </ChartFrame>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sales.noSales')}
          </Text>
        )}
      </SalesCard>
      <SalesCard
        title={t('sales.statuses.stuck', { count: data?.stuckTotal ?? 0 })}
        testId="stuck-card"
        action={
          <CsvButton
            fileName="souk-stuck-orders"
            header={header}
            rows={(data?.stuck ?? []).map((row) => [
              row.orderNumber,
              row.businessName,
              row.status,
              row.since.slice(0, 10),
              row.days,
            ])}
            testId="stuck-csv"
          />
        }
      >
        <Text size="xs" c="dimmed" mb="sm">
          {rule}
        </Text>
        <StaffTable
          columns={header}
          rows={
            data
              ? data.stuck.map((row) => (
                  <Table.Tr key={row._id} data-testid="stuck-row">
                    <Table.Td fw={600}>{ltr(row.orderNumber)}</Table.Td>
                    <Table.Td dir="auto">{row.businessName}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="red">
                        {t(`sellerOrders.status.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(row.since))}</Table.Td>
                    <Table.Td fw={700}>{row.days}</Table.Td>
                  </Table.Tr>
                ))
              : null
          }
          empty={t('sales.statuses.none')}
          minWidth={560}
          testId="stuck-table"
        />
      </SalesCard>
    </Stack>
  );
}
