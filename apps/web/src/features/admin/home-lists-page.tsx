import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEMENT_LISTS, type PlacementList } from '@souk/shared/schemas/placements';
import { useChangePlacement, usePlacements } from '../../api/admin/placements.ts';
import { useStaffProducts } from '../../api/data-entry/get-staff-products.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageHeader } from '../../components/staff/page-header.tsx';
import { EndButton, PlacementSpan, RunningBadge } from './placement-parts.tsx';
import { SponsorsPanel } from './sponsors-panel.tsx';
import { marketDayEnd, marketDayStart } from '../../lib/market-days.ts';

function ListPanel({ list }: { list: PlacementList }) {
  const { t } = useTranslation();
  const placements = usePlacements(list);
  const change = useChangePlacement();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const found = useStaffProducts({
    ...(keyword.length >= 3 ? { keyword } : {}),
    page: 1,
    limit: 10,
    status: 'published',
  });
  const [productId, setProductId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const add = async () => {
    if (!productId) return;
    const result = await change.mutateAsync({
      add: { list, productId, startsAt: marketDayStart(from), endsAt: marketDayEnd(to) },
    });
    toastResult(t, result);
    if (result.success) setProductId(null);
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
          <Select
            label={t('admin.homeLists.product')}
            placeholder={t('productAdmin.searchPlaceholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={(found.data?.products ?? []).map((product) => ({
              value: product._id,
              label: `${product.name} · ${product.seller.businessName}`,
            }))}
            value={productId}
            onChange={setProductId}
            data-testid="placement-product"
          />
          <TextInput
            type="date"
            label={t('admin.coupons.fields.startsOn')}
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('admin.coupons.fields.endsOn')}
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
          <Button
            mt={{ sm: 24 }}
            disabled={!productId}
            loading={change.isPending}
            onClick={() => void add()}
            data-testid="placement-add"
          >
            {t('admin.homeLists.add')}
          </Button>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
        {placements.data?.length ? (
          <Table verticalSpacing="sm" miw={520} data-testid="placements-table">
            <Table.Tbody>
              {(placements.data ?? []).map((placement) => (
                <Table.Tr key={placement._id} data-testid="placement-row">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {placement.productName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {placement.businessName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PlacementSpan startsAt={placement.startsAt} endsAt={placement.endsAt} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <RunningBadge running={placement.running} />
                      <Badge variant="outline" color="gray">
                        {t(`admin.homeLists.sources.${placement.source}`)}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td w={48}>
                    <EndButton
                      onEnd={async () => toastResult(t, await change.mutateAsync({ end: placement._id }))}
                      testId="placement-end"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {placements.data?.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {t('admin.homeLists.empty')}
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** Issue 14: what the home's lists show, placed by admins (and by accepted promotions). */
export function HomeListsPage() {
  useDocumentTitle('adminHomeLists');
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pageTitles.adminHomeLists')} intro={t('admin.homeLists.intro')} />
      <Tabs defaultValue="todays_deals" keepMounted={false}>
        <Tabs.List mb="md">
          {PLACEMENT_LISTS.map((list) => (
            <Tabs.Tab key={list} value={list} data-testid={`list-${list}`}>
              {t(`admin.homeLists.lists.${list}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="sponsors" data-testid="list-sponsors">
            {t('admin.homeLists.sponsors.tab')}
          </Tabs.Tab>
        </Tabs.List>
        {PLACEMENT_LISTS.map((list) => (
          <Tabs.Panel key={list} value={list}>
            <ListPanel list={list} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="sponsors">
          <SponsorsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
