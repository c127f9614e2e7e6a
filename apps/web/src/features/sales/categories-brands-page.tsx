import { BarChart } from '@mantine/charts';
import { SimpleGrid, Skeleton, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoriesBrands, type BreakdownRow } from '../../api/sales/sales.ts';
import { StaffTable } from '../../components/staff/staff-table.tsx';
import { usePrice } from '../../lib/currency.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  ChartFrame,
  CsvButton,
  PeriodControl,
  SalesCard,
  SalesHeader,
  useLocalName,
  usePercent,
} from './sales-parts.tsx';

function Breakdown({ kind, rows }: { kind: 'categories' | 'brands'; rows: BreakdownRow[] }) {
  const { t } = useTranslation();
  const name = useLocalName();
  const price = usePrice();
  const percent = usePercent();
  const header = [
    t(`sales.breakdown.${kind}`),
    t('sales.revenue'),
    t('sales.breakdown.units'),
    t('sales.rates.returns'),
    t('sales.rates.returnRate'),
  ];
  return (
    <SalesCard
      title={t(`sales.breakdown.${kind}`)}
      testId={`breakdown-${kind}`}
      action={
        <CsvButton
          fileName={`souk-${kind}`}
          header={header}
          rows={rows.map((row) => [name(row), row.revenue, row.units, row.returns, row.returnRate])}
          testId={`${kind}-csv`}
        />
      }
    >
      <Stack>
        {rows.length ? (
          <ChartFrame>
            <BarChart
              h={220}
              data={rows.slice(0, 8).map((row) => ({ label: name(row), revenue: row.revenue }))}
              dataKey="label"
              series={[
                { name: 'revenue', label: t('sales.revenue'), color: kind === 'categories' ? 'cedar.6' : 'saffron.6' },
              ]}
              valueFormatter={(value) => price(value)}
              gridAxis="y"
            />
          </ChartFrame>
        ) : null}
        <StaffTable
          columns={header}
          rows={rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td fw={600} dir="auto">
                {name(row)}
              </Table.Td>
              <Table.Td>{price(row.revenue)}</Table.Td>
              <Table.Td>{row.units}</Table.Td>
              <Table.Td>{row.returns}</Table.Td>
              <Table.Td>{percent(row.returnRate)}</Table.Td>
            </Table.Tr>
          ))}
          empty={t('sales.noSales')}
          minWidth={480}
          testId={`${kind}-table`}
        />
      </Stack>
    </SalesCard>
  );
}

/** Categories & Brands: delivered sales, units and return rate by category and by brand. */
export function CategoriesBrandsPage() {
  useDocumentTitle('salesCategories');
  const [months, setMonths] = useState(12);
  const { data } = useCategoriesBrands(months);
  return (
    <Stack gap="lg" data-testid="sales-categories">
      <SalesHeader
        page="breakdown"
        refreshedAt={data?.refreshedAt}
        action={<PeriodControl value={months} onChange={setMonths} />}
      />
      {!data ? (
        <Skeleton h={400} radius="lg" />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <Breakdown kind="categories" rows={data.categories} />
          <Breakdown kind="brands" rows={data.brands} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
