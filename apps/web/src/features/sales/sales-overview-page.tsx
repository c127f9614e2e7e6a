import { BarChart } from '@mantine/charts';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacementList } from '@souk/shared/schemas/placements';
import { useChangePlacement, usePlacements, type Placement } from '../../api/admin/placements.ts';
import { useProducts } from '../../api/catalog/get-products.ts';
import { useEditPlacement, useOfferDiscount, useSalesOverview } from '../../api/sales/sales.ts';
import { FormError } from '../../components/form-error.tsx';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { useCompactPrice, usePrice } from '../../lib/currency.ts';
import { failureText } from '../../lib/messages.ts';
import { toastResult } from '../../lib/toast-result.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { EndButton, PlacementSpan, RunningBadge } from '../admin/placement-parts.tsx';
import { ChartFrame, PeriodControl, SalesCard, SalesHeader, useLocalName } from './sales-parts.tsx';
import { marketDayEnd, marketDayOf, marketDayStart } from '../../lib/market-days.ts';

/** The configuration cards: the storefront's lists the sales team keeps. */
const CARD_LISTS = ['best_sellers', 'trending', 'featured'] as const satisfies readonly PlacementList[];

/** A live product found by name in the storefront's search, shown with its shop. */
function ProductPicker({
  value,
  onChange,
  label,
  testId,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const name = useLocalName();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const found = useProducts({ query: keyword.length >= 2 ? keyword : undefined, page: 1, limit: 10 });
  return (
    <Select
      label={label}
      placeholder={t('sales.overview.searchProduct')}
      searchable
      required
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={(found.data?.products ?? []).map((product) => ({
        value: product._id,
        label: `${name(product)} · ${product.seller?.businessName ?? ''}`,
      }))}
      value={value}
      onChange={onChange}
      nothingFoundMessage={t('sales.overview.noProduct')}
      data-testid={testId}
    />
  );
}

/** The edit dialog: a placement's dates and its place in the list; or, without one, a new placement. */
function PlacementDialog({
  list,
  placement,
  onClose,
}: {
  list: PlacementList;
  placement: Placement | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editing = placement === 'new' ? null : placement;
  const edit = useEditPlacement();
  const change = useChangePlacement();
  const [productId, setProductId] = useState<string | null>(null);
  const [from, setFrom] = useState(marketDayOf(editing?.startsAt ?? null));
  const [to, setTo] = useState(marketDayOf(editing?.endsAt ?? null));
  const [position, setPosition] = useState<number | string>(editing?.position ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    const dates = { ...(from ? { startsAt: marketDayStart(from) } : {}), endsAt: marketDayEnd(to) };
    const result = editing
      ? await edit.mutateAsync({ id: editing._id, edit: { ...dates, position: Number(position) || 0 } })
      : await change.mutateAsync({ add: { list, productId: productId!, ...dates, position: Number(position) || 0 } });
    if (!result.success) return setFailure(failureText(t, result));
    toastResult(t, result);
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        editing
          ? t('sales.overview.editTitle', { name: editing.productName })
          : t('sales.overview.addTitle', { list: t(`admin.homeLists.lists.${list}`) })
      }
      centered
    >
      <Stack>
        <FormError message={failure} />
        {editing ? null : (
          <ProductPicker
            value={productId}
            onChange={setProductId}
            label={t('admin.homeLists.product')}
            testId="card-product"
          />
        )}
        <SimpleGrid cols={2}>
          <TextInput
            type="date"
            label={t('admin.coupons.fields.startsOn')}
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.currentTarget.value)}
            data-testid="card-from"
          />
          <TextInput
            type="date"
            label={t('admin.coupons.fields.endsOn')}
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.currentTarget.value)}
            data-testid="card-to"
          />
        </SimpleGrid>
        <NumberInput
          label={t('sales.overview.position')}
          description={t('sales.overview.positionHint')}
          min={0}
          max={1000}
          value={position}
          onChange={setPosition}
          data-testid="card-position"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!editing && !productId}
            loading={edit.isPending || change.isPending}
            data-testid="card-save"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ListCard({ list }: { list: (typeof CARD_LISTS)[number] }) {
  const { t } = useTranslation();
  const placements = usePlacements(list);
  const change = useChangePlacement();
  const [dialog, setDialog] = useState<Placement | 'new' | null>(null);
  const listName = t(`admin.homeLists.lists.${list}`);
  const confirmRemove = (placement: Placement) =>
    openConfirmModal({
      title: t('sales.overview.removeTitle'),
      children: (
        <Text size="sm">{t('sales.overview.removeText', { name: placement.productName, list: listName })}</Text>
      ),
      labels: { confirm: t('dataEntry.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove' } as never,
      onConfirm: async () => toastResult(t, await change.mutateAsync({ end: placement._id })),
    });
  return (
    <SalesCard
      title={listName}
      testId={`card-${list}`}
      action={
        <ActionIcon
          variant="light"
          aria-label={t('sales.overview.addTitle', { list: listName })}
          onClick={() => setDialog('new')}
          data-testid={`card-add-${list}`}
        >
          <IconPlus size={16} />
        </ActionIcon>
      }
    >
      {placements.isPending ? (
        <Skeleton h={80} />
      ) : placements.data?.length ? (
        <Stack gap="xs">
          {placements.data.slice(0, 6).map((placement) => (
            <Group key={placement._id} justify="space-between" wrap="nowrap" gap="xs" data-testid="card-item">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate dir="auto">
                  {placement.productName}
                </Text>
                <Group gap={6}>
                  <RunningBadge running={placement.running} />
                  <PlacementSpan startsAt={placement.startsAt} endsAt={placement.endsAt} />
                </Group>
              </div>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('sales.overview.edit')}
                  onClick={() => setDialog(placement)}
                  data-testid="card-edit"
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <EndButton onEnd={() => confirmRemove(placement)} testId="card-remove" />
              </Group>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('sales.overview.listEmpty')}
        </Text>
      )}
      {dialog ? <PlacementDialog list={list} placement={dialog} onClose={() => setDialog(null)} /> : null}
    </SalesCard>
  );
}

const today = () => marketDayOf(new Date().toISOString());
const inDays = (days: number) => marketDayOf(new Date(Date.now() + days * 86_400_000).toISOString());

/** The discount request to a seller: it lands in the seller's notifications and promotional requests. */
function DiscountOfferForm() {
  const { t } = useTranslation();
  const offer = useOfferDiscount();
  const [productId, setProductId] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | string>(15);
  const [from, setFrom] = useState(today());
  const [to, setTo] = useState(inDays(7));
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    const result = await offer.mutateAsync({
      productId: productId!,
      discountPercent: Number(percent),
      startsAt: new Date(`${from}T00:00:00`).toISOString(),
      endsAt: new Date(`${to}T23:59:59`).toISOString(),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    if (!result.success) return setFailure(failureText(t, result));
    toastResult(t, result);
    setProductId(null);
    setNote('');
  };
  return (
    <SalesCard title={t('sales.overview.discountTitle')} testId="discount-offer">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('sales.overview.discountIntro')}
        </Text>
        <FormError message={failure} />
        <ProductPicker
          value={productId}
          onChange={setProductId}
          label={t('promotions.product')}
          testId="offer-product"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('promotions.discount')}
            min={5}
            max={90}
            suffix="%"
            value={percent}
            onChange={setPercent}
            data-testid="offer-percent"
          />
          <TextInput
            type="date"
            label={t('promotions.startsAt')}
            min={today()}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('promotions.endsAt')}
            min={from}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={t('sales.overview.message')}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-testid="offer-note"
        />
        <Group justify="flex-end">
          <Button onClick={() => void send()} disabled={!productId} loading={offer.isPending} data-testid="offer-send">
            {t('sales.overview.sendOffer')}
          </Button>
        </Group>
      </Stack>
    </SalesCard>
  );
}

/** Spec 3 section 2.6 Overview, on real figures: top sellers and products, the list cards, the discount offer. */
export function SalesOverviewPage() {
  useDocumentTitle('salesOverview');
  const { t } = useTranslation();
  const name = useLocalName();
  const price = usePrice();
  const compactPrice = useCompactPrice();
  const [months, setMonths] = useState(1);
  const { data } = useSalesOverview(months);
  const bars = (rows: { label: string; revenue: number }[]) => (
    <ChartFrame>
      <BarChart
        h={Math.max(160, rows.length * 34)}
        data={rows}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 130, interval: 0 }}
        // Short amounts on the axis, every step shown: full ones crowded it and the chart dropped
        // every other step. The tooltip keeps the full amount.
        xAxisProps={{ tickFormatter: compactPrice, interval: 0 }}
        series={[{ name: 'revenue', label: t('sales.revenue'), color: 'cedar.6' }]}
        valueFormatter={(value) => price(value)}
        gridAxis="none"
      />
    </ChartFrame>
  );
  const short = (text: string) => (text.length > 18 ? `${text.slice(0, 17)}…` : text);
  return (
    <Stack gap="lg" data-testid="sales-overview">
      <SalesHeader
        page="overview"
        refreshedAt={data?.refreshedAt}
        action={<PeriodControl value={months} onChange={setMonths} />}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SalesCard title={t('sales.overview.topSellers')} testId="top-sellers">
          {!data ? (
            <Skeleton h={220} />
          ) : data.topSellers.length ? (
            bars(data.topSellers.map((row) => ({ label: short(row.businessName), revenue: row.revenue })))
          ) : (
            <Text size="sm" c="dimmed">
              {t('sales.noSales')}
            </Text>
          )}
        </SalesCard>
        <SalesCard title={t('sales.overview.topProducts')} testId="top-products">
          {!data ? (
            <Skeleton h={220} />
          ) : data.topProducts.length ? (
            bars(data.topProducts.map((row) => ({ label: short(name(row)), revenue: row.revenue })))
          ) : (
            <Text size="sm" c="dimmed">
              {t('sales.noSales')}
            </Text>
          )}
        </SalesCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {CARD_LISTS.map((list) => (
          <ListCard key={list} list={list} />
        ))}
      </SimpleGrid>
      <DiscountOfferForm />
    </Stack>
  );
}
