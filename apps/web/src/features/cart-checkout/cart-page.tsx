import type { ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useCart, type CartItem } from '../../api/cart/get-cart.ts';
import { AppLink } from '../../components/app-link.tsx';
import { usePrice } from '../../lib/currency.ts';
import { OrderSummary } from './order-summary.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useCartActions } from './use-cart-actions.ts';
import { useLocalText } from './use-local-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ltr } from '../../lib/locale-format.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';

/** Spec 2 section 5: backorders allow any quantity; the server sends a large ceiling for them. */
const maxOf = (item: CartItem) => (item.maxQuantity === null || item.maxQuantity >= 9999 ? null : item.maxQuantity);

function CartLine({ item }: { item: CartItem }) {
  const text = useLocalText();
  const { t } = text;
  const price = usePrice();
  const actions = useCartActions();
  const name = text.name(item.product);
  const color = item.variant.color
    ? text.arabic && item.variant.color.nameAr
      ? item.variant.color.nameAr
      : item.variant.color.name
    : item.color;
  const size = item.variant.size ?? item.size;
  const confirmRemove = () =>
    openConfirmModal({
      title: t('cart.removeTitle'),
      children: <Text size="sm">{t('cart.removeText', { name })}</Text>,
      labels: { confirm: t('cart.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove' } as never,
      centered: true,
      onConfirm: () => void actions.remove(item.variantId),
    });
  return (
    <Paper withBorder radius="lg" p="md" data-testid="cart-item">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor component={AppLink} to={`/products/${item.productId}`} style={{ flexShrink: 0 }}>
          <Image
            src={item.product.image ?? undefined}
            alt={name}
            w={{ base: 84, sm: 110 }}
            h={{ base: 84, sm: 110 }}
            radius="md"
            fit="cover"
            bg="gray.1"
          />
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box style={{ minWidth: 0 }}>
              <Anchor component={AppLink} to={`/products/${item.productId}`} c="dark" fw={600} lineClamp={2}>
                {name}
              </Anchor>
              {item.product.seller?.businessName ? (
                <Text size="xs" c="dimmed">
                  {item.product.seller.slug ? (
                    // The shop's page (issue 40).
                    <Anchor
                      component={AppLink}
                      to={`/shops/${item.product.seller.slug}`}
                      inherit
                      c="dimmed"
                      data-testid="cart-sold-by"
                    >
                      {t('cart.soldBy', { seller: item.product.seller.businessName })}
                    </Anchor>
                  ) : (
                    t('cart.soldBy', { seller: item.product.seller.businessName })
                  )}
                </Text>
              ) : null}
            </Box>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('cart.removeItem', { name })}
              onClick={confirmRemove}
              data-testid="remove-item"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <Group gap={6}>
            {color ? (
              <Badge variant="light" color="gray" radius="sm">
                {t('cart.color', { value: color })}
              </Badge>
            ) : null}
            {size ? (
              <Badge variant="light" color="gray" radius="sm">
                {t('cart.size', { value: size })}
              </Badge>
            ) : null}
            {item.available ? null : (
              <Badge color="red" variant="light" radius="sm">
                {t('cart.unavailable')}
              </Badge>
            )}
          </Group>
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <QuantityStepper
              value={item.quantity}
              max={maxOf(item)}
              label={t('cart.quantityOf', { name })}
              onLocalChange={(quantity) => actions.setLocalQuantity(item.variantId, quantity)}
              onCommit={(quantity) => void actions.saveQuantity(item.productId, item.variantId, quantity)}
            />
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {t('cart.each', { price: ltr(price(item.price)) })}
              </Text>
              <Text fw={700} data-testid="line-total">
                {price(item.price * item.quantity)}
              </Text>
            </Stack>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

export function CartSkeleton() {
  return (
    <Stack gap="md" data-testid="cart-loading">
      {[0, 1].map((key) => (
        <Paper key={key} withBorder radius="lg" p="md">
          <Group wrap="nowrap" align="flex-start">
            <Skeleton w={100} h={100} radius="md" />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton h={16} w="70%" />
              <Skeleton h={12} w="40%" />
              <Skeleton h={32} w={140} mt="sm" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xl', sm: 48 }} ta="center" data-testid="empty-state">
      <Stack align="center" gap="sm">
        {icon}
        <Title order={2} size="h3">
          {title}
        </Title>
        {text ? (
          <Text c="dimmed" maw={420}>
            {text}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}

export function CartPage() {
  useDocumentTitle('cart');
  const { t } = useLocalText();
  const { data: cart, isPending } = useCart();
  const actions = useCartActions();
  const items = cart?.items ?? [];
  const confirmClear = () =>
    openConfirmModal({
      title: t('cart.removeAllTitle'),
      children: <Text size="sm">{t('cart.removeAllText')}</Text>,
      labels: { confirm: t('cart.removeAll'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-remove-all' } as never,
      centered: true,
      onConfirm: () => void actions.clear(),
    });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb="lg" wrap="wrap" gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ whiteSpace: 'nowrap' }}>
          {t('cart.title')}
          {items.length ? (
            <Text span c="dimmed" fw={400} size="lg" ms={8}>
              ({cart?.totalQuantity ?? 0})
            </Text>
          ) : null}
        </Title>
        {items.length ? (
          <Button
            variant="subtle"
            color="red"
            px="xs"
            leftSection={<IconTrash size={16} />}
            onClick={confirmClear}
            data-testid="remove-all"
          >
            {t('cart.removeAll')}
          </Button>
        ) : null}
      </Group>
      {isPending ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CartSkeleton />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <OrderSummary subtotal={0} itemCount={0} loading />
          </Grid.Col>
        </Grid>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconShoppingCartOff size={56} stroke={1.3} color="var(--mantine-color-cedar-6)" />}
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          action={
            <Button component={AppLink} to="/all-products" mt="sm">
              {t('cart.continueShopping')}
            </Button>
          }
        />
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {items.map((item) => (
                <CartLine key={item.variantId} item={item} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box style={{ position: 'sticky', top: 140 }}>
              <OrderSummary subtotal={cart?.subtotal ?? 0} itemCount={cart?.totalQuantity ?? 0}>
                <Button component={AppLink} to="/checkout" size="md" fullWidth mt="xs" data-testid="go-checkout">
                  {t('cart.checkout')}
                </Button>
                <Button component={AppLink} to="/all-products" variant="subtle" fullWidth>
                  {t('cart.continueShopping')}
                </Button>
              </OrderSummary>
            </Box>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
