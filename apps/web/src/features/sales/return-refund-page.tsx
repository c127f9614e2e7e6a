import { Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAllSellerRates, useSellerRates, type SellerRate } from '../../api/sales/sales.ts';
import { StaffTable } from '../../components/staff/staff-table.tsx';
import { usePrice } from '../../lib/currency.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CsvButton, PeriodControl, SalesCard, SalesHeader, usePercent } from './sales-parts.tsx';

type Kind = 'return' | 'refund';

/** Spec 3 section 2.6 Return & Refund, on real figures: the rate per seller (worst first), pages, and the top 5 by revenue. */
export function ReturnRefundPage() {
  useDocumentTitle('salesReturns');
  const { t } = useTranslation();
  const price = usePrice();
  const percent = usePercent();
  const [kind, setKind] = useState<Kind>('return');
  const [months, setMonths] = useState(12);
  const [page, setPage] = useState(1);
  const { data } = useSellerRates({ kind, months, page, limit: 10 });
  const count = (row: SellerRate) => (kind === 'return' ? row.returns : row.refunds);
  const rate = (row: SellerRate) => (kind === 'return' ? row.returnRate : row.refundRate);
  const header = [
    t('sales.rates.seller'),
    t('sales.revenue'),
    t('sales.rates.delivered'),
    t(`sales.rates.${kind}s`),
    t(`sales.rates.${kind}Rate`),
    t('sales.rates.refunded'),
  ];
  const csvRow = (row: SellerRate) => [
    row.businessName,
    row.revenue,
    row.deliveredItems,
    count(row),
    rate(row),
    row.refunded,
  ];
  return (
    <Stack gap="lg" data-testid="sales-rates">
      <SalesHeader
        page="rates"
        refreshedAt={data?.refreshedAt}
        action={
          <PeriodControl
            value={months}
            onChange={(value) => {
              setMonths(value);
              setPage(1);
            }}
          />
        }
      />
      <Group justify="space-between">
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setPage(1);
          }}
          data={[
            { value: 'return', label: t('sales.rates.return') },
            { value: 'refund', label: t('sales.rates.refund') },
          ]}
          data-testid="rate-kind"
        />
        <CsvButton
          fileName={`souk-${kind}-rates`}
          header={header}
          load={async () => (await fetchAllSellerRates({ kind, months })).map(csvRow)}
          testId="rates-csv"
        />
      </Group>
      <StaffTable
        columns={header}
        rows={
          data
            ? data.sellers.map((row) => (
                <Table.Tr key={row.sellerId} data-testid="rate-row">
                  <Table.Td fw={600} dir="auto">
                    {row.businessName}
                  </Table.Td>
                  <Table.Td>{price(row.revenue)}</Table.Td>
                  <Table.Td>{row.deliveredItems}</Table.Td>
                  <Table.Td>{count(row)}</Table.Td>
                  <Table.Td fw={700} c={rate(row) >= 10 ? 'red' : undefined}>
                    {percent(rate(row))}
                  </Table.Td>
                  <Table.Td>{price(row.refunded)}</Table.Td>
                </Table.Tr>
              ))
            : null
        }
        empty={t('sales.noSales')}
        minWidth={680}
        testId="rates-table"
        pager={data ? { total: data.pagination.totalPages, page, onChange: setPage } : undefined}
      />
      <SalesCard title={t('sales.rates.top5')} testId="top-five">
        {!data ? (
          <Skeleton h={120} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            {data.topByRevenue.map((row, index) => (
              <Stack key={row.sellerId} gap={2} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Text size="xs" c="dimmed">
                  #{index + 1}
                </Text>
                <Text fw={700} truncate dir="auto">
                  {row.businessName}
                </Text>
                <Text size="sm">{price(row.revenue)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`sales.rates.${kind}Rate`)}: {percent(rate(row))}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </SalesCard>
    </Stack>
  );
}
