import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPackage, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PART_STATUSES } from '@souk/shared/schemas/delivery';
import { useSellerOrders } from '../../api/seller-orders/get-seller-orders.ts';
import { SellerOrderCard } from './seller-order-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const ALL = 'all';
const PAGE_SIZE = 10;
type PartStatus = (typeof PART_STATUSES)[number];
const isStatus = (value: string | null): value is PartStatus => PART_STATUSES.includes(value as PartStatus);

/**
 * Status and page live in the address, so a refresh or the back button keeps the seller's place;
 * setting one keeps the others (the local `?subdomain=` among them).
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const change = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { status, page, change };
}

function ListSkeleton() {
  return (
    <Stack gap="md" data-testid="seller-orders-loading">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} h={240} radius="lg" />
      ))}
    </Stack>
  );
}

function EmptyOrders({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="seller-orders-empty">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={64} radius="xl">
          <IconPackage size={34} stroke={1.4} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('sellerOrders.empty')}
        </Text>
        <Text c="dimmed" size="sm" maw={420}>
          {filtered ? t('sellerOrders.emptyFiltered') : t('sellerOrders.emptyText')}
        </Text>
        {filtered ? (
          <Button variant="light" mt="xs" onClick={onClear}>
            {t('sellerOrders.clearFilters')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Spec 2, seller area: the seller's orders, by status and order number, moved along toward delivery. */
export function SellerOrdersPage() {
  useDocumentTitle('sellerOrders');
  const { t } = useTranslation();
  const { status, page, change } = useListParams();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 350);
  const { data, isPending, isError, isPlaceholderData, refetch } = useSellerOrders({
    status,
    search: debouncedSearch || undefined,
    page,
    limit: PAGE_SIZE,
  });

  // An address past the last page (orders moved on, a stale link) shows the last page instead.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) change({ page: lastPage > 1 ? String(lastPage) : null });
  }, [lastPage, page]); // eslint-disable-line react-hooks/exhaustive-deps -- `change` is new each render

  const onSearch = (value: string) => {
    setSearch(value);
    if (page !== 1) change({ page: null });
  };
  const clearFilters = () => {
    setSearch('');
    change({ status: null, page: null });
  };

  return (
    <Stack gap="lg" data-testid="seller-orders">
      <Group justify="space-between" align="flex-end" gap="md">
        <Box>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('sellerOrders.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('sellerOrders.subtitle')}
          </Text>
        </Box>
        <TextInput
          w={{ base: '100%', sm: 320 }}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          aria-label={t('sellerOrders.searchLabel')}
          placeholder={t('sellerOrders.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={
            search ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onSearch('')}
                aria-label={t('sellerOrders.clearSearch')}
              >
                <IconX size={14} />
              </ActionIcon>
            ) : null
          }
          data-testid="seller-orders-search"
        />
      </Group>

      {/* On a phone the tabs scroll sideways rather than wrap into a ragged block. */}
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs
          value={status ?? ALL}
          onChange={(value) => change({ status: value === ALL ? null : value, page: null })}
          variant="pills"
          radius="xl"
        >
          <Tabs.List aria-label={t('sellerOrders.filterLabel')} style={{ flexWrap: 'nowrap' }}>
            {[ALL, ...PART_STATUSES].map((value) => (
              <Tabs.Tab key={value} value={value} style={{ whiteSpace: 'nowrap' }} data-testid={`tab-${value}`}>
                {t(`sellerOrders.status.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>

      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('sellerOrders.loadFailed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void refetch()}>
            {t('sellerOrders.retry')}
          </Button>
        </Alert>
      ) : data.orders.length === 0 ? (
        <EmptyOrders filtered={Boolean(status || debouncedSearch)} onClear={clearFilters} />
      ) : (
        <Stack gap="md" style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Text size="sm" c="dimmed" data-testid="seller-orders-count">
            {t('sellerOrders.count', { count: data.total })}
          </Text>
          {data.orders.map((order) => (
            <SellerOrderCard key={order._id} order={order} />
          ))}
          {data.totalPages > 1 ? (
            <Group justify="center" mt="sm">
              <Pagination
                total={data.totalPages}
                value={Math.min(page, data.totalPages)}
                onChange={(next) => change({ page: next > 1 ? String(next) : null })}
                data-testid="seller-orders-pagination"
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
