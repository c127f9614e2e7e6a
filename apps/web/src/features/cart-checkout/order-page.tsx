import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconCircleX,
  IconExternalLink,
  IconHeadset,
  IconPackage,
  IconReceiptRefund,
  IconTruck,
  IconTruckDelivery,
  IconTruckReturn,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useOrderPage, type OrderPage as OrderPageData, type OrderPart } from '../../api/orders/get-order-page.ts';
import type { OrderItem } from '../../api/orders/get-order-history.ts';
import { AppLink } from '../../components/app-link.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { usePrice } from '../../lib/currency.ts';
import { withHostParam } from '../../lib/host.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { PAYMENT_COLORS, STATUS_COLORS } from '../../lib/order-status.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { EmptyState } from './cart-page.tsx';
import { OrderCard } from './order-history-page.tsx';
import { SupportModal } from './support-modal.tsx';
import { useLocalText } from './use-local-text.ts';
import classes from './order-page.module.css';

const STEP_ICONS: Record<string, Icon> = {
  placed: IconPackage,
  awaiting_payment: IconPackage,
  confirmed: IconCircleCheck,
  shipped: IconTruck,
  out_for_delivery: IconTruckDelivery,
  delivered: IconCircleCheck,
  cancelled: IconCircleX,
  refused: IconCircleX,
  returned: IconTruckReturn,
  refunded: IconReceiptRefund,
};
const STOPPED = ['cancelled', 'refused'];

/**
 * Issue 41: one order of the buyer's, at /order-history/<its number>: each seller's parcel on a
 * timeline with the date of every step, who carries it and its tracking link, when to expect it,
 * the payment and every refund, and what the buyer may do (the order history's card, reused).
 */
export function OrderPage() {
  useDocumentTitle('orderPage');
  const user = useAuthUser();
  const { orderNumber = '' } = useParams();
  if (!user)
    return (
      <Navigate
        to={withHostParam('/login')}
        replace
        state={{ from: `/order-history/${encodeURIComponent(orderNumber)}` }}
      />
    );
  return <OrderDetails orderNumber={orderNumber} />;
}

function OrderDetails({ orderNumber }: { orderNumber: string }) {
  const { t } = useLocalText();
  const { data, isPending } = useOrderPage(orderNumber);
  const back = (
    <Anchor component={AppLink} to="/order-history" size="sm" data-testid="back-to-history">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} className="flip-rtl" />
        {t('orderPage.back')}
      </Group>
    </Anchor>
  );
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {back}
      {isPending ? (
        <Stack gap="md" mt="md" data-testid="order-page-loading">
          <Skeleton h={40} w="50%" />
          <Skeleton h={260} radius="lg" />
        </Stack>
      ) : !data ? (
        <EmptyState
          icon={<IconPackage size={56} stroke={1.3} color="var(--mantine-color-cedar-6)" />}
          title={t('orderPage.notFound')}
          text={t('orderPage.notFoundText')}
          action={
            <Button component={AppLink} to="/order-history" mt="sm">
              {t('orderPage.back')}
            </Button>
          }
        />
      ) : (
        <OrderBody page={data} />
      )}
    </Container>
  );
}

function OrderBody({ page }: { page: OrderPageData }) {
  const { t, arabic } = useLocalText();
  const { order } = page;
  const price = usePrice(order.lbpPerUsd);
  const [support, setSupport] = useState(false);
  const placed = new Intl.DateTimeFormat(intlLocale(arabic ? 'ar' : 'en'), { dateStyle: 'long' }).format(
    new Date(order.createdAt),
  );
  return (
    <Stack gap="lg" mt="md" data-testid="order-page">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2" data-testid="order-page-title">
            {t('orders.number', { number: ltr(order.orderNumber) })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('orderPage.placedOn', { date: placed })}
          </Text>
        </div>
        <Group gap={6}>
          <Badge color={STATUS_COLORS[order.status] ?? 'gray'} variant="light" size="lg">
            {t(`orders.status.${order.status}`, { defaultValue: order.status })}
          </Badge>
          <Badge color={PAYMENT_COLORS[order.paymentStatus] ?? 'gray'} variant="outline" size="lg">
            {t(`orders.paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
          </Badge>
        </Group>
      </Group>

      {page.parts.map((part) => (
        <PartCard
          key={part._id}
          part={part}
          items={order.items.filter((item) => item.parcelId === part._id)}
          several={page.parts.length > 1}
        />
      ))}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="order-payment">
        <Title order={2} size="h4" mb="sm">
          {t('orderPage.payment')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            {t(`checkout.payment.methods.${order.paymentMethod}`)} ·{' '}
            {t(`orders.paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
          </Text>
          <Text size="sm" fw={700} ta={{ base: 'start', sm: 'end' }}>
            {t('checkout.summary.total')}: {ltr(price(order.total))}
          </Text>
        </SimpleGrid>
        {page.refunds.length ? (
          <Stack gap={6} mt="sm" data-testid="order-refunds">
            {page.refunds.map((refund) => (
              <Group key={refund._id} justify="space-between" wrap="nowrap" gap="sm" data-testid="order-refund">
                <Text size="sm" style={{ minWidth: 0 }} lineClamp={1}>
                  {refund.item ?? t('orderPage.refundRest')} · <DateText at={refund.createdAt} />
                </Text>
                <Badge color={refund.status === 'done' ? 'cedar' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                  {t(refund.status === 'done' ? 'orders.refunded' : 'orders.refundPending', {
                    amount: ltr(price(refund.amount)),
                  })}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" mt="xs">
            {t('orderPage.noRefunds')}
          </Text>
        )}
      </Paper>

      <div>
        <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t('orderPage.itemsAndActions')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconHeadset size={16} />}
            onClick={() => setSupport(true)}
            data-testid="order-support"
          >
            {t('orderPage.support')}
          </Button>
        </Group>
        <OrderCard order={order} onItsPage />
      </div>
      <SupportModal opened={support} onClose={() => setSupport(false)} />
    </Stack>
  );
}

function DateText({ at, withTime = false }: { at: string; withTime?: boolean }) {
  const { arabic } = useLocalText();
  return (
    <>
      {new Intl.DateTimeFormat(intlLocale(arabic ? 'ar' : 'en'), {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }).format(new Date(at))}
    </>
  );
}

/** One seller's parcel: its way so far, who carries it, when it comes, and what is in it. */
function PartCard({ part, items, several }: { part: OrderPart; items: OrderItem[]; several: boolean }) {
  const { t, name, arabic } = useLocalText();
  const day = new Intl.DateTimeFormat(intlLocale(arabic ? 'ar' : 'en'), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="order-part" data-part-status={part.status}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="md">
        <Text fw={700}>
          {t('shop.soldBy')}{' '}
          {part.sellerSlug ? (
            <Anchor component={AppLink} to={`/shops/${part.sellerSlug}`} inherit>
              {part.seller}
            </Anchor>
          ) : (
            part.seller
          )}
        </Text>
        {several ? (
          <Badge color={STATUS_COLORS[part.status] ?? 'gray'} variant="light">
            {t(`orders.status.${part.status}`, { defaultValue: part.status })}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ol className={classes.timeline} data-testid="order-timeline">
          {part.timeline.map((step) => {
            const StepIcon = STEP_ICONS[step.step] ?? IconPackage;
            return (
              <li
                key={step.step}
                className={classes.step}
                data-testid={`step-${step.step}`}
                data-reached={step.at ? 'yes' : 'no'}
                data-stop={step.at && STOPPED.includes(step.step) ? 'yes' : 'no'}
              >
                <span className={classes.bullet} aria-hidden>
                  <StepIcon size={14} />
                </span>
                <div className={classes.label}>
                  <Text size="sm" fw={step.at ? 600 : 400} c={step.at ? undefined : 'dimmed'}>
                    {t(`orderPage.steps.${step.step}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {step.at ? <DateText at={step.at} withTime /> : t('orderPage.notYet')}
                  </Text>
                </div>
              </li>
            );
          })}
        </ol>
        <Stack gap="md">
          <Box>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('orderPage.delivery')}
            </Text>
            {part.courier ? (
              <Text size="sm" data-testid="order-courier">
                {t('orderPage.withCourier', { courier: part.courier })}
              </Text>
            ) : part.ownDelivery ? (
              <Text size="sm" data-testid="order-courier">
                {t('orderPage.ownDelivery')}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('orderPage.notShipped')}
              </Text>
            )}
            {part.trackingNumber ? (
              <Text size="sm">
                {t('orderPage.trackingNumber')}{' '}
                {part.trackingUrl ? (
                  <Anchor href={part.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
                    <bdi dir="ltr">{part.trackingNumber}</bdi>{' '}
                    <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
                  </Anchor>
                ) : (
                  <bdi dir="ltr" data-testid="tracking-number">
                    {part.trackingNumber}
                  </bdi>
                )}
              </Text>
            ) : null}
          </Box>
          {part.expected ? (
            <Box data-testid="order-expected">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('orderPage.expected')}
              </Text>
              <Text size="sm" fw={600}>
                {part.status === 'out_for_delivery'
                  ? t('orderPage.today')
                  : t('orderPage.between', {
                      from: day.format(new Date(part.expected.from)),
                      to: day.format(new Date(part.expected.to)),
                    })}
              </Text>
            </Box>
          ) : null}
          <Box>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('orderPage.inThisParcel')}
            </Text>
            {items.map((item) => (
              <Text key={item._id} size="sm" td={item.cancelled ? 'line-through' : undefined} lineClamp={1}>
                {name(item)} × {item.quantity}
              </Text>
            ))}
          </Box>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
