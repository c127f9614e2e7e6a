import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PART_STATUSES } from '@souk/shared/schemas/delivery';
import { useSellerDashboard } from '../../api/seller-sales/get-seller-dashboard.ts';
import { AppLink } from '../../components/app-link.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { usePrice } from '../../lib/currency.ts';
import { intlLocale, ltr } from '../../lib/locale-format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SalesCards } from './sales-cards.tsx';

/** Issue 13: the seller area's home: the sales figures, orders by status, the latest orders, low stock, 30 days of sales. */
export function SellerHomePage() {
  useDocumentTitle('dashboard');
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  const price = usePrice();
  const { data, isPending } = useSellerDashboard();
  const selfManaged = user?.accountType.includes('seller_self_managed') ?? false;
  const day = new Intl.DateTimeFormat(intlLocale(i18n.language), { day: 'numeric', month: 'short' });
  return (
    <Stack gap="lg" data-testid="seller-home">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('dashboard.home.greeting', { name: user?.fullName || user?.userName || '' })}
          </Title>
          <Text c="dimmed">{t('sellerHome.subtitle')}</Text>
        </div>
        <Group gap="sm">
          <Button
            component={AppLink}
            to="/seller-dashboard/orders"
            variant={selfManaged ? 'light' : 'filled'}
            leftSection={<IconTruckDelivery size={16} />}
            data-testid="dashboard-orders-link"
          >
            {t('sellerOrders.manage')}
          </Button>
          {selfManaged ? (
            <Button component={AppLink} to="/seller-dashboard/data-entry" leftSection={<IconPlus size={16} />}>
              {t('productAdmin.addTitle')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {isPending || !data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <SalesCards figures={data.figures} />
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" mb="sm">
              <Text fw={700}>{t('sellerHome.last30Days')}</Text>
              <Text size="sm" c="dimmed">
                {t('sellerHome.today', { count: data.today.orders, amount: price(data.today.amount) })}
              </Text>
            </Group>
            <div dir="ltr">
              <AreaChart
                h={220}
                data={data.salesLast30Days.map((point) => ({
                  day: day.format(new Date(point.date)),
                  amount: point.amount,
                }))}
                dataKey="day"
                series={[{ name: 'amount', label: t('sellerHome.deliveredSales'), color: 'cedar.6' }]}
                curveType="monotone"
                valueFormatter={(value) => price(value)}
                tickLine="none"
                gridAxis="y"
                withDots={false}
              />
            </div>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder radius="lg" padding="lg">
              <Text fw={700} mb="sm">
                {t('sellerHome.ordersByStatus')}
              </Text>
              <SimpleGrid cols={3} spacing="xs">
                {PART_STATUSES.map((status) => (
                  <Card key={status} bg="gray.0" radius="md" p="sm" data-testid={`status-${status}`}>
                    <Text size="xs" c="dimmed">
                      {t(`sellerOrders.status.${status}`)}
                    </Text>
                    <Text fw={800} fz={22}>
                      {data.ordersByStatus[status] ?? 0}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Text fw={700} mb="sm">
                {t('sellerHome.lowStock')}
              </Text>
              {data.lowStock.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('sellerHome.stockFine')}
                </Text>
              ) : (
                <Stack gap={6}>
                  {data.lowStock.map((product) => (
                    <Group key={product._id} justify="space-between" wrap="nowrap">
                      <Text size="sm" lineClamp={1}>
                        {product.name}
                      </Text>
                      <Badge color={product.outOfStock ? 'red' : 'orange'} variant="light">
                        {product.outOfStock
                          ? t('productAdmin.stock.outOfStock')
                          : t('sellerHome.left', { count: product.quantity })}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              )}
            </Card>
          </SimpleGrid>
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" mb="sm">
              <Text fw={700}>{t('sellerHome.latestOrders')}</Text>
              <Anchor component={AppLink} to="/seller-dashboard/orders" size="sm">
                {t('sellerHome.allOrders')}
              </Anchor>
            </Group>
            {data.latestOrders.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('sellerOrders.empty')}
              </Text>
            ) : (
              // One line an order, wrapping on a phone (a table of 480 px was cut off there, issue 24).
              <Stack gap={0} data-testid="latest-orders">
                {data.latestOrders.map((order) => (
                  <Group
                    key={order._id}
                    justify="space-between"
                    gap="xs"
                    py="xs"
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    data-testid="latest-order"
                  >
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {ltr(order.orderNumber)}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {order.shipTo.name}
                      </Text>
                    </div>
                    <Group gap="xs" wrap="nowrap">
                      <Badge variant="light">{t(`sellerOrders.status.${order.status}`)}</Badge>
                      <Text size="sm" fw={600}>
                        {price(order.subtotal, order.lbpPerUsd)}
                      </Text>
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
