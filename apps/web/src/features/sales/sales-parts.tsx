import '@mantine/charts/styles.css';
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SALES_PERIODS } from '@souk/shared/schemas/sales';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { downloadCsv } from '../../lib/csv.ts';
import { intlLocale } from '../../lib/locale-format.ts';

/** The pieces every sales dashboard page shares (issue 16). */

/** A page's title, what it shows, and how fresh its figures are. */
export function SalesHeader({
  page,
  refreshedAt,
  action,
}: {
  page: string;
  refreshedAt?: string | null;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short', dateStyle: 'medium' });
  return (
    <Stack gap={4}>
      <PageHeader title={t(`sales.${page}.title`)} intro={t(`sales.${page}.intro`)} action={action} />
      {refreshedAt ? (
        <Text size="xs" c="dimmed" data-testid="figures-as-of">
          {t('sales.asOf', { time: time.format(new Date(refreshedAt)) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** How many months back the figures look. */
export function PeriodControl({ value, onChange }: { value: number; onChange: (months: number) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
      data={SALES_PERIODS.map((months) => ({ value: String(months), label: t('sales.months', { count: months }) }))}
      data-testid="period"
    />
  );
}

export function SalesCard({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Text fw={700}>{title}</Text>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** Exports a table as CSV: the rows given, or those `load` fetches (every page of a paged table). */
export function CsvButton({
  fileName,
  header,
  rows,
  load,
  testId,
}: {
  fileName: string;
  header: string[];
  rows?: (string | number)[][];
  load?: () => Promise<(string | number)[][]>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadCsv(`${fileName}.csv`, header, load ? await load() : (rows ?? []));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconDownload size={14} />}
      loading={busy}
      onClick={() => void run()}
      data-testid={testId}
    >
      {t('sales.csv')}
    </Button>
  );
}

/** Charts draw left to right in both languages: months and days read in time order. */
export const ChartFrame = ({ children }: { children: ReactNode }) => <div dir="ltr">{children}</div>;

/** A name in the reader's language. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  return (item: { name: string; nameAr?: string }) => (arabic && item.nameAr ? item.nameAr : item.name);
}

/** Percent as the reader's locale writes it (12.5 → "12.5%"). */
export function usePercent() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
  return (value: number) => `${format.format(value)}%`;
}
