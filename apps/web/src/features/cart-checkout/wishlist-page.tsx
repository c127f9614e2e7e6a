import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  Image,
  Modal,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconCopy, IconHeartOff, IconShare, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CART_KEY } from '../../api/cart/get-cart.ts';
import { WISHLIST_KEY, useWishlist, type Wishlist, type WishlistItem } from '../../api/wishlist/get-wishlist.ts';
import { moveWishlistItemToCart } from '../../api/wishlist/move-to-cart.ts';
import { removeFromWishlist } from '../../api/wishlist/remove-from-wishlist.ts';
import { AppLink } from '../../components/app-link.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { usePrice } from '../../lib/currency.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { EmptyState } from './cart-page.tsx';
import { pageItems } from './pager.ts';
import { useLocalText } from './use-local-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec 2 section 9. */
export const WISHLIST_PAGE_SIZE = 4;
const DESCRIPTION_WORDS = 65;

const imageOf = (item: WishlistItem) =>
  (typeof item.product.image === 'string' ? item.product.image : item.product.image?.[0]?.url) ?? undefined;
const truncateWords = (text: string, words: number) => {
  const parts = text.split(/\s+/).filter(Boolean);
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : text;
};
const productUrl = (productId: string) => `${window.location.origin}/products/${productId}`;

function useWishlistActions() {
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const key = [...WISHLIST_KEY, 'list', user?._id ?? null];
  const text = useLocalText();
  const without = (item: WishlistItem) => {
    const before = queryClient.getQueryData<Wishlist>(key);
    if (before)
      queryClient.setQueryData<Wishlist>(key, {
        items: before.items.filter((entry) => entry._id !== item._id),
        count: Math.max(0, before.count - 1),
      });
    return before;
  };
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
    void queryClient.invalidateQueries({ queryKey: CART_KEY });
  };
  return {
    async remove(item: WishlistItem) {
      const before = without(item);
      const result = await removeFromWishlist(
        item.product.productId,
        item.variant?.variantId ?? item.product.variantId,
      );
      if (result.success) toastSuccess(text.t('messages.wishlistRemoved'));
      else {
        queryClient.setQueryData(key, before);
        toastError(text.failure(result, 'wishlist.updateFailed'));
      }
      settle();
    },
    async moveToCart(item: WishlistItem) {
      const before = without(item);
      const result = await moveWishlistItemToCart(
        item.product.productId,
        item.variant?.variantId ?? item.product.variantId,
      );
      if (result.success) toastSuccess(text.t('messages.addedToCart'));
      else {
        queryClient.setQueryData(key, before);
        toastError(text.failure(result, 'wishlist.moveFailed'));
      }
      settle();
    },
  };
}

function WishCard({ item, onShare }: { item: WishlistItem; onShare: (item: WishlistItem) => void }) {
  const text = useLocalText();
  const { t } = text;
  const price = usePrice();
  const actions = useWishlistActions();
  const name = text.name(item.product);
  const link = `/products/${item.product.productId}`;
  const original = item.variant?.originalPrice;
  const outOfStock = item.variant !== null && item.variant.quantity <= 0;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="wish-item">
      <Card.Section component={AppLink} to={link}>
        <Image src={imageOf(item)} alt={name} h={200} fit="cover" bg="gray.1" />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Anchor component={AppLink} to={link} c="dark" fw={600} lineClamp={2}>
          {name}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {truncateWords(text.description(item.product), DESCRIPTION_WORDS)}
        </Text>
        <Group gap={6}>
          <Text fw={700}>{price(item.price)}</Text>
          {original && original > item.price ? (
            <Text size="sm" c="dimmed" td="line-through">
              {price(original)}
            </Text>
          ) : null}
          {outOfStock ? (
            <Badge color="red" variant="light">
              {t('wishlist.outOfStock')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Group gap="xs" mt="md" wrap="nowrap">
        <Button
          style={{ flex: 1 }}
          leftSection={<IconShoppingCartPlus size={16} />}
          onClick={() => void actions.moveToCart(item)}
          disabled={outOfStock}
          data-testid="wish-add-to-cart"
        >
          {t('wishlist.addToCart')}
        </Button>
        <Tooltip label={t('wishlist.share')}>
          <ActionIcon
            variant="default"
            size={36}
            radius="md"
            aria-label={t('wishlist.share')}
            onClick={() => onShare(item)}
            data-testid="wish-share"
          >
            <IconShare size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('wishlist.remove')}>
          <ActionIcon
            variant="light"
            color="red"
            size={36}
            radius="md"
            aria-label={t('wishlist.remove')}
            onClick={() => void actions.remove(item)}
            data-testid="wish-remove"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

export function WishlistPage() {
  useDocumentTitle('wishlist');
  const { t } = useLocalText();
  const { data, isPending } = useWishlist();
  const [page, setPage] = useState(1);
  const [sharing, setSharing] = useState<WishlistItem | null>(null);
  const items = data?.items ?? [];
  const pages = Math.max(1, Math.ceil(items.length / WISHLIST_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * WISHLIST_PAGE_SIZE, current * WISHLIST_PAGE_SIZE);
  const shareUrl = sharing ? productUrl(sharing.product.productId) : '';

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2" mb="lg" data-testid="wish-heading">
        {t('wishlist.heading', { count: data?.count ?? items.length })}
      </Title>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {[0, 1, 2, 3].map((key) => (
            <Stack key={key} gap="xs">
              <Skeleton h={200} radius="lg" />
              <Skeleton h={16} w="80%" />
              <Skeleton h={12} />
              <Skeleton h={36} />
            </Stack>
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconHeartOff size={56} stroke={1.3} color="var(--mantine-color-cedar-6)" />}
          title={t('wishlist.empty')}
          text={t('wishlist.emptyText')}
          action={
            <Button component={AppLink} to="/all-products" mt="sm">
              {t('cart.continueShopping')}
            </Button>
          }
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {shown.map((item) => (
              <WishCard key={item._id} item={item} onShare={setSharing} />
            ))}
          </SimpleGrid>
          {pages > 1 ? (
            <Group justify="center" mt="xl">
              <Pagination.Root total={pages} value={current} onChange={setPage} data-testid="wish-pagination">
                <Group gap={6} wrap="nowrap">
                  <Pagination.Previous aria-label={t('wishlist.pager.previous')} />
                  {pageItems(pages, current).map((item, index) =>
                    item === 'dots' ? (
                      <Pagination.Dots key={`dots-${index}`} />
                    ) : (
                      <Pagination.Control
                        key={item}
                        active={item === current}
                        onClick={() => setPage(item)}
                        aria-current={item === current ? 'page' : undefined}
                      >
                        {item}
                      </Pagination.Control>
                    ),
                  )}
                  <Pagination.Next aria-label={t('wishlist.pager.next')} />
                </Group>
              </Pagination.Root>
            </Group>
          ) : null}
        </>
      )}
      <Modal
        opened={sharing !== null}
        onClose={() => setSharing(null)}
        title={t('wishlist.shareTitle')}
        centered
        radius="lg"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('wishlist.shareText')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              value={shareUrl}
              readOnly
              style={{ flex: 1 }}
              dir="ltr"
              data-testid="share-url"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={shareUrl}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  color={copied ? 'cedar' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {copied ? t('wishlist.copied') : t('wishlist.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
