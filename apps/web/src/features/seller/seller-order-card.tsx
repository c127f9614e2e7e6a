import { Anchor, Badge, Box, Button, Divider, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { locationName } from '@souk/shared/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IconCircleCheck,
  IconDoorExit,
  IconPackage,
  IconTruck,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SELLER_ORDERS_KEY,
  type FulfilmentStep,
  type SellerOrder,
  type SellerOrderItem,
} from '../../api/seller-orders/get-seller-orders.ts';
import { updateSellerOrderStatus, type Carrier } from '../../api/seller-orders/update-seller-order-status.ts';
import { errorText } from '../../lib/api-client.ts';
import { usePrice } from '../../lib/currency.ts';
import { translateMessage } from '../../lib/messages.ts';
import { PAYMENT_COLORS, STATUS_COLORS } from '../../lib/order-status.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { intlLocale, nameIn } from '../../lib/locale-format.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { CancelPartButton } from './cancel-part-button.tsx';
import { ShipPartModal } from './ship-part-modal.tsx';

const STEP_ICONS: Record<FulfilmentStep, Icon> = {
  processing: IconPackage,
  shipped: IconTruck,
  out_for_delivery: IconTruckDelivery,
  delivered: IconCircleCheck,
  refused: IconDoorExit,
};
/**
 * These tell the buyer and cannot be undone, so they are confirmed first; shipping asks who carries
 * the parcel (its own dialog).
 */
const CONFIRMED_STEPS: FulfilmentStep[] = ['out_for_delivery', 'delivered', 'refused'];
/** Numbers inside a translated sentence keep their left-to-right order in Arabic. */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** "+96171123456" reads as "+961 71 123 456"; anything else is shown as stored. */
function displayPhone(phone: string) {
  const match = /^\+961(\d{2})(\d{6})$/.exec(phone);
  return match ? `+961 ${match[1]} ${match[2]!.slice(0, 3)} ${match[2]!.slice(3)}` : phone;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function ItemLine({ item, lbpPerUsd }: { item: SellerOrderItem; lbpPerUsd: number }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(lbpPerUsd);
  const arabic = i18n.language.startsWith('ar');
  const details = [
    item.sku ? (
      <span key="sku">
        {t('sellerOrders.sku')} <bdi dir="ltr">{item.sku}</bdi>
      </span>
    ) : null,
    item.color ? (
      <span key="color">{`${t('sellerOrders.color')}: ${nameIn(i18n.language, { name: item.color, nameAr: item.colorAr })}`}</span>
    ) : null,
    item.size ? <span key="size">{`${t('sellerOrders.size')}: ${item.size}`}</span> : null,
  ].filter(Boolean);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid="seller-order-item">
      <Box miw={0}>
        <Text size="sm" fw={600} lineClamp={2}>
          {(arabic ? item.translations?.ar?.name : item.translations?.en?.name) || item.name}
        </Text>
        {details.length ? (
          <Text size="xs" c="dimmed">
            {details.flatMap((detail, index) => (index ? [' · ', detail] : [detail]))}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('sellerOrders.qty', { count: item.quantity })} × <bdi dir="ltr">{price(item.price)}</bdi>
        </Text>
        {item.cancelled ? (
          <Badge color="gray" variant="light" size="sm" data-testid="seller-item-cancelled">
            {t('sellerOrders.itemCancelled')}
          </Badge>
        ) : null}
      </Box>
      <Text
        size="sm"
        fw={600}
        td={item.cancelled ? 'line-through' : undefined}
        style={{ whiteSpace: 'nowrap' }}
        dir="ltr"
      >
        {price(item.lineTotal)}
      </Text>
    </Group>
  );
}

function useMoveOrder(order: SellerOrder, onDone?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, carrier }: { step: FulfilmentStep; carrier?: Carrier }) =>
      updateSellerOrderStatus(order._id, step, carrier),
    onSuccess: (result) => {
      if (result.success) {
        toastSuccess(translateMessage(t, result.message) ?? t('sellerOrders.updated'));
        onDone?.();
      } else toastError(translateMessage(t, errorText(result, '')) ?? t('sellerOrders.updateFailed'));
      // A refused step means the list was stale too: either way it is read again.
      void queryClient.invalidateQueries({ queryKey: SELLER_ORDERS_KEY });
    },
    onError: () => toastError(t('sellerOrders.updateFailed')),
  });
}

function OrderActions({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  const [shipping, setShipping] = useState(false);
  const move = useMoveOrder(order, () => setShipping(false));
  // A part paid online is cancelled through customer service, who refund it: the card says so.
  const open = order.status === 'confirmed' || order.status === 'processing';
  const cancellable = open && order.paymentStatus !== 'captured';
  const paidOnline = open && order.paymentStatus === 'captured';
  if (order.nextSteps.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="seller-order-hint">
        {order.status === 'cancelled' && order.cancelReason
          ? t('sellerOrders.cancelledBecause', { reason: order.cancelReason })
          : t(`sellerOrders.hints.${order.status}`, { defaultValue: '' })}
      </Text>
    );
  }
  const take = (step: FulfilmentStep) => {
    if (step === 'shipped') return setShipping(true);
    if (!CONFIRMED_STEPS.includes(step)) return move.mutate({ step });
    openConfirmModal({
      title: t(`sellerOrders.confirm.${step}Title`, { number: isolate(order.orderNumber) }),
      children: <Text size="sm">{t(`sellerOrders.confirm.${step}Text`)}</Text>,
      labels: { confirm: t(`sellerOrders.actions.${step}`), cancel: t('sellerOrders.confirm.keep') },
      confirmProps: { 'data-testid': 'confirm-step', ...(step === 'refused' ? { color: 'red' } : {}) } as never,
      centered: true,
      onConfirm: () => move.mutate({ step }),
    });
  };
  return (
    <Group gap="xs" justify="flex-end" w={{ base: '100%', sm: 'auto' }}>
      {cancellable ? <CancelPartButton order={order} /> : null}
      {paidOnline ? (
        <Text size="xs" c="dimmed" maw={320} data-testid="paid-online-cancel-note">
          {t('sellerOrders.paidOnlineCancel')}
        </Text>
      ) : null}
      {order.nextSteps.map((step, index) => {
        const StepIcon = STEP_ICONS[step];
        return (
          <Button
            key={step}
            size="sm"
            // On a phone the buttons share the row, each on its own line when both do not fit.
            flex={{ base: '1 1 auto', sm: 'none' }}
            variant={step === 'refused' ? 'subtle' : index === 0 ? 'filled' : 'light'}
            color={step === 'refused' ? 'red' : undefined}
            leftSection={<StepIcon size={16} />}
            loading={move.isPending && move.variables?.step === step}
            disabled={move.isPending && move.variables?.step !== step}
            onClick={() => take(step)}
            data-testid={`step-${step}`}
          >
            {t(`sellerOrders.actions.${step}`)}
          </Button>
        );
      })}
      <ShipPartModal
        orderNumber={order.orderNumber}
        opened={shipping}
        busy={move.isPending}
        onClose={() => setShipping(false)}
        onShip={(carrier) => move.mutate({ step: 'shipped', carrier })}
      />
    </Group>
  );
}

/** Who carries a shipped parcel: the courier and its number (a link to its tracking page), or the seller itself. */
function CarrierLine({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  if (order.ownDelivery) return <Text size="sm">{t('sellerOrders.ship.own')}</Text>;
  if (!order.courier) return null;
  return (
    <Text size="sm" data-testid="seller-order-courier">
      {order.courier} ·{' '}
      {order.trackingUrl ? (
        <Anchor href={order.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <bdi dir="ltr">{order.trackingNumber}</bdi>
        </Anchor>
      ) : (
        <bdi dir="ltr">{order.trackingNumber}</bdi>
      )}
    </Text>
  );
}

/** One seller's part of an order: what to pack, where it goes, how it is paid, and the next step. */
export function SellerOrderCard({ order }: { order: SellerOrder }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(order.lbpPerUsd);
  const arabic = i18n.resolvedLanguage === 'ar';
  const locale = intlLocale(i18n.resolvedLanguage);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );
  const { shipTo } = order;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="seller-order-card"
      data-order-number={order.orderNumber}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box miw={0}>
          <Text fw={700}>
            {t('sellerOrders.order')}{' '}
            <bdi dir="ltr" data-testid="seller-order-number">
              {order.orderNumber}
            </bdi>
          </Text>
          <Text size="sm" c="dimmed">
            {date}
          </Text>
        </Box>
        <Badge
          color={STATUS_COLORS[order.status] ?? 'gray'}
          variant="light"
          size="lg"
          style={{ flexShrink: 0 }}
          data-testid="seller-order-status"
        >
          {t(`sellerOrders.status.${order.status}`, { defaultValue: order.status })}
        </Badge>
      </Group>
      <Divider my="sm" />
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('sellerOrders.items')}>
            <Stack gap="xs">
              {order.items.map((item) => (
                <ItemLine key={item._id} item={item} lbpPerUsd={order.lbpPerUsd} />
              ))}
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Section title={t('sellerOrders.shipTo')}>
            <Text size="sm" fw={600}>
              {shipTo.name}
            </Text>
            <Anchor href={`tel:${shipTo.phone}`} size="sm" data-testid="seller-order-phone">
              <bdi dir="ltr">{displayPhone(shipTo.phone)}</bdi>
            </Anchor>
            <Text size="sm" c="dimmed">
              {[shipTo.streetAddress, shipTo.city].filter(Boolean).join(arabic ? '، ' : ', ')}
            </Text>
            <Text size="sm" c="dimmed">
              {locationName(shipTo.location, arabic ? 'ar' : 'en')}
            </Text>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Section title={t('sellerOrders.payment')}>
            <Text size="sm">
              {t(`checkout.payment.methods.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}
            </Text>
            <Box>
              <Badge
                color={PAYMENT_COLORS[order.paymentStatus] ?? 'gray'}
                variant="outline"
                data-testid="seller-payment-status"
              >
                {t(`orders.paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
              </Badge>
            </Box>
            {order.courier || order.ownDelivery ? (
              <Box mt="xs">
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {t('sellerOrders.ship.carrier')}
                </Text>
                <CarrierLine order={order} />
              </Box>
            ) : null}
          </Section>
        </Grid.Col>
      </Grid>
      <Divider my="sm" />
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={700}>
          {t('sellerOrders.subtotal')}:{' '}
          <bdi dir="ltr" data-testid="seller-order-subtotal">
            {price(order.subtotal)}
          </bdi>
        </Text>
        <OrderActions order={order} />
      </Group>
    </Paper>
  );
}
