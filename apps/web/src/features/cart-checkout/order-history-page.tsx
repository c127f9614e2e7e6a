import {
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCreditCard,
  IconDownload,
  IconPackage,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { CART_KEY } from '../../api/cart/get-cart.ts';
import { FALLBACK_CONFIG, useConfig } from '../../api/config/get-config.ts';
import { NOTIFICATIONS_KEY } from '../../api/notifications/get-notifications.ts';
import { cancelOrder } from '../../api/orders/cancel-order.ts';
import { ORDERS_KEY, useOrderHistory, type Order, type OrderItem } from '../../api/orders/get-order-history.ts';
import { invoiceUrl } from '../../api/orders/invoice-url.ts';
import { confirmPayment } from '../../api/payment/confirm-payment.ts';
import { AppLink } from '../../components/app-link.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { usePrice } from '../../lib/currency.ts';
import { withHostParam } from '../../lib/host.ts';
import { PAYMENT_COLORS, STATUS_COLORS } from '../../lib/order-status.ts';
import { toastError, toastInfo, toastSuccess } from '../../lib/toast.ts';
import { EmptyState } from './cart-page.tsx';
import { OrderDoneModals } from './order-done-modals.tsx';
import { ReturnItemModal, withinReturnWindow } from './return-item-modal.tsx';
import { ShopRatingsOfOrder } from './shop-ratings-of-order.tsx';
import { goToHostedPayment, pendingPayment, PENDING_PAYMENT_KEY } from './hosted-payment.ts';
import { useLocalText } from './use-local-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { intlLocale, ltr, nameIn } from '../../lib/locale-format.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';

/**
 * An order's card in the history: its lines (with returns and refunds), its shops' ratings, its
 * totals and what the buyer may do. On the order's own page (issue 41, `onItsPage`) it comes without
 * its heading, which the page shows.
 */
export function OrderCard({ order, onItsPage = false }: { order: Order; onItsPage?: boolean }) {
  const text = useLocalText();
  const { returnWindowDays } = useConfig().data ?? FALLBACK_CONFIG;
  const { t, i18n } = { ...text, i18n: { language: text.arabic ? 'ar-LB' : 'en-US' } };
  const price = usePrice(order.lbpPerUsd);
  const queryClient = useQueryClient();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );
  const confirmCancel = () =>
    openConfirmModal({
      title: t('orders.cancelTitle'),
      children: <Text size="sm">{t('orders.cancelText', { number: order.orderNumber })}</Text>,
      labels: { confirm: t('orders.cancel'), cancel: t('orders.keep') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-cancel-order' } as never,
      centered: true,
      onConfirm: async () => {
        const result = await cancelOrder(order._id);
        if (result.success) toastSuccess(text.server(result.message, 'orders.cancelled'));
        else toastError(text.failure(result, 'orders.cancelFailed'));
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      },
    });
  // The colour in the reader's language; the English the line keeps where the colour has no Arabic name.
  const colorName = (item: OrderItem) =>
    item.color ? nameIn(i18n.language, { name: item.color, nameAr: item.colorAr }) : null;
  // With several sellers, each line says whose parcel it is in and how far that parcel has come.
  const parcelOf = (item: OrderItem) =>
    (order.parcels?.length ?? 0) > 1 ? order.parcels?.find((parcel) => parcel._id === item.parcelId) : undefined;
  // A delivered line can go back within the return window, unless something was given back already.
  const returnable = (item: OrderItem) =>
    !item.refund &&
    !item.cancelled &&
    withinReturnWindow(order.parcels?.find((parcel) => parcel._id === item.parcelId)?.deliveredAt, returnWindowDays);
  const [returning, setReturning] = useState<OrderItem | null>(null);
  // An online order whose payment has not gone through can be paid again from here.
  const awaitingPayment =
    order.paymentMethod !== 'cash_on_delivery' &&
    order.status !== 'cancelled' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
  const [paying, setPaying] = useState(false);
  const payNow = async () => {
    setPaying(true);
    const payment = await goToHostedPayment(order._id, text.arabic ? 'ar' : 'en');
    if (payment.left) return;
    setPaying(false);
    toastError(
      payment.failure
        ? text.failure(payment.failure, 'checkout.payment.notInitiated')
        : t('checkout.payment.notInitiated'),
    );
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="order-card" data-order-id={order._id}>
      {onItsPage ? null : (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <div>
              <Anchor
                component={AppLink}
                to={`/order-history/${encodeURIComponent(order.orderNumber)}`}
                fw={700}
                c="inherit"
                data-testid="order-number"
              >
                {t('orders.number', { number: ltr(order.orderNumber) })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {date}
              </Text>
            </div>
            <Group gap={6}>
              <Badge color={STATUS_COLORS[order.status] ?? 'gray'} variant="light" data-testid="order-status">
                {t(`orders.status.${order.status}`, { defaultValue: order.status })}
              </Badge>
              <Badge
                color={PAYMENT_COLORS[order.paymentStatus] ?? 'gray'}
                variant="outline"
                data-testid="payment-status"
              >
                {t(`orders.paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
              </Badge>
            </Group>
          </Group>
          <Divider my="sm" />
        </>
      )}
      <Stack gap={6}>
        {order.items.map((item, index) => (
          <Group key={index} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} lineClamp={1} data-testid="item-name">
                {text.name(item)}
              </Text>
              <Text size="xs" c="dimmed">
                {[colorName(item), item.size].filter(Boolean).join(' · ')}
                {item.color || item.size ? ' · ' : ''}
                {t('orders.qty', { count: item.quantity })}
              </Text>
              {parcelOf(item) ? (
                <Text size="xs" c="dimmed" data-testid="item-parcel">
                  {parcelOf(item)!.sellerSlug ? (
                    // "Sold by" links to the shop's page (issue 40): the words of orders.parcel around the link.
                    <>
                      {t('shop.soldBy')}{' '}
                      <Anchor
                        component={AppLink}
                        to={`/shops/${parcelOf(item)!.sellerSlug}`}
                        inherit
                        c="dimmed"
                        underline="always"
                      >
                        {parcelOf(item)!.seller}
                      </Anchor>
                      {` · ${t(`orders.status.${parcelOf(item)!.status}`, { defaultValue: parcelOf(item)!.status })}`}
                    </>
                  ) : (
                    t('orders.parcel', {
                      seller: parcelOf(item)!.seller,
                      status: t(`orders.status.${parcelOf(item)!.status}`, { defaultValue: parcelOf(item)!.status }),
                    })
                  )}
                </Text>
              ) : null}
            </div>
            <Stack gap={4} align="flex-end">
              <Text
                size="sm"
                fw={500}
                td={item.cancelled ? 'line-through' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {price(item.lineTotal)}
              </Text>
              {item.cancelled ? (
                <Badge
                  color="gray"
                  variant="light"
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="item-cancelled"
                >
                  {t('orders.itemCancelled')}
                </Badge>
              ) : null}
              {item.refund ? (
                <Badge
                  color="cedar"
                  variant="light"
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="item-refund"
                >
                  {t(item.refund.status === 'pending' ? 'orders.refundPending' : 'orders.refunded', {
                    amount: ltr(price(item.refund.amount)),
                  })}
                </Badge>
              ) : returnable(item) ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconArrowBackUp size={14} />}
                  onClick={() => setReturning(item)}
                  data-testid="item-return"
                >
                  {t('orders.return')}
                </Button>
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
      {returning ? <ReturnItemModal orderId={order._id} item={returning} onClose={() => setReturning(null)} /> : null}
      <ShopRatingsOfOrder order={order} />
      <Divider my="sm" />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Text size="xs" c="dimmed">
          {t('checkout.summary.subtotalShort')}: {ltr(price(order.subtotal))}
        </Text>
        <Text size="xs" c="dimmed">
          {t('checkout.summary.shipping')}: {ltr(price(order.shippingFee))}
        </Text>
        {order.cashOnDeliveryFee ? (
          <Text size="xs" c="dimmed" data-testid="order-cash-fee">
            {t('orders.cashFee')}: {ltr(price(order.cashOnDeliveryFee))}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('orders.vat')}: {ltr(price(order.vatAmount))}
        </Text>
        <Text size="xs" c="dimmed">
          {t('checkout.summary.discount')}: {ltr(price(order.discountAmount))}
        </Text>
      </SimpleGrid>
      <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
        <Text fw={700}>
          {t('checkout.summary.total')}: <span data-testid="order-total">{ltr(price(order.total))}</span>
          <Text span size="xs" c="dimmed" ms={6}>
            {t(`checkout.payment.methods.${order.paymentMethod}`)}
          </Text>
        </Text>
        <Group gap="xs">
          {onItsPage ? null : (
            <Button
              component={AppLink}
              to={`/order-history/${encodeURIComponent(order.orderNumber)}`}
              variant="filled"
              size="sm"
              leftSection={<IconTruckDelivery size={16} />}
              data-testid="order-details"
            >
              {t('orders.track')}
            </Button>
          )}
          <Button
            component="a"
            href={invoiceUrl(order._id, text.arabic ? 'ar' : 'en')}
            download
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} />}
            data-testid="invoice"
          >
            {t('orders.invoice')}
          </Button>
          {order.status === 'awaiting_confirmation' ? (
            <Button
              component={AppLink}
              to={`/confirm-order?order=${order._id}`}
              size="sm"
              leftSection={<IconCircleCheck size={16} />}
              data-testid="confirm-cash-order"
            >
              {t('orders.confirmNow')}
            </Button>
          ) : null}
          {awaitingPayment ? (
            <Button
              size="sm"
              leftSection={<IconCreditCard size={16} />}
              loading={paying}
              onClick={payNow}
              data-testid="pay-now"
            >
              {t('orders.payNow')}
            </Button>
          ) : null}
          {order.cancellable ? (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconX size={16} />}
              onClick={confirmCancel}
              data-testid="cancel-order"
            >
              {t('orders.cancel')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The hosted payment page returns here with ?order=&payment=success|failed; the server asks the
 * gateway. A captured payment opens the checkout's confirmation and success dialogs (spec 2,
 * Checkout screen detail) on the refreshed order; anything else is said in a toast.
 */
function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const text = useLocalText();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const [paidOrderId, setPaidOrderId] = useState<string | null>(null);
  const orderId = params.get('order');
  const outcome = params.get('payment');
  useEffect(() => {
    if (!orderId || !outcome || handled.current) return;
    handled.current = true;
    void confirmPayment(orderId, pendingPayment(orderId)).then(async (result) => {
      sessionStorage.removeItem(PENDING_PAYMENT_KEY);
      const captured = result.success && result.data.status === 'CAPTURED';
      if (result.success && result.data.status === 'PENDING') toastInfo(text.t('orders.paymentPending'));
      else if (!captured)
        toastError(result.success ? text.t('orders.paymentFailed') : text.failure(result, 'orders.paymentFailed'));
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      const next = new URLSearchParams(params);
      next.delete('order');
      next.delete('payment');
      setParams(next, { replace: true });
      // The dialogs show the order as it is now: paid.
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      if (captured) setPaidOrderId(orderId);
    });
  }, [orderId, outcome, params, setParams, text, queryClient]);
  return { paidOrderId, closeDialogs: () => setPaidOrderId(null) };
}

export function OrderHistoryPage() {
  useDocumentTitle('orderHistory');
  const user = useAuthUser();
  if (!user)
    return (
      <Navigate to={withHostParam('/login')} replace state={{ from: `/order-history${window.location.search}` }} />
    );
  return <OrderHistory />;
}

function OrderHistory() {
  const { t } = useLocalText();
  const { paidOrderId, closeDialogs } = usePaymentReturn();
  const { data: orders, isPending } = useOrderHistory(true);
  const paidOrder = orders?.find((order) => order._id === paidOrderId) ?? null;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2" mb="lg">
        {t('orders.title')}
      </Title>
      {isPending ? (
        <Stack gap="md" data-testid="orders-loading">
          {[0, 1].map((key) => (
            <Skeleton key={key} h={220} radius="lg" />
          ))}
        </Stack>
      ) : !orders?.length ? (
        <EmptyState
          icon={<IconPackage size={56} stroke={1.3} color="var(--mantine-color-cedar-6)" />}
          title={t('orders.empty')}
          text={t('orders.emptyText')}
          action={
            <Button component={AppLink} to="/all-products" mt="sm">
              {t('cart.continueShopping')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </Stack>
      )}
      <OrderDoneModals order={paidOrder} onClose={closeDialogs} />
    </Container>
  );
}
