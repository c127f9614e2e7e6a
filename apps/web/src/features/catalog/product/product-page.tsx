import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  ColorSwatch,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconAlertCircle,
  IconCash,
  IconCheck,
  IconChevronRight,
  IconHeart,
  IconHeartFilled,
  IconShieldCheck,
  IconShoppingCartPlus,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProduct } from '../../../api/catalog/get-product.ts';
import { FALLBACK_CONFIG, useConfig } from '../../../api/config/get-config.ts';
import { HydrateWhenIdle } from '../../../components/hydrate-when-idle.tsx';
import { useRelatedProducts } from '../../../api/catalog/get-related-products.ts';
import type { Product, ProductVariant } from '../../../api/catalog/product-types.ts';
import { useWishlistCheck, wishlistCheckQuery } from '../../../api/wishlist/check-wishlist.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { PriceTag } from '../../../components/product/price-tag.tsx';
import { ProductCarousel } from '../../../components/product/product-carousel.tsx';
import { useProductText } from '../../../components/product/product-text.ts';
import { errorText } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { toastError, toastInfo, toastSuccess } from '../../../lib/toast.ts';
import { useOptimisticAddToCart } from '../../cart-checkout/use-add-to-cart.ts';
import { useFavouriteToggle } from '../../cart-checkout/use-favourite.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductInfoPanel } from './product-info-panel.tsx';
import { QuantityPicker } from './quantity-picker.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { ShareButton } from './share-button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Spec 1 section 9: the description is cut at 30 words until Read More. */
const DESCRIPTION_WORDS = 30;

function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const words = text.split(/\s+/).filter(Boolean);
  const long = words.length > DESCRIPTION_WORDS;
  return (
    <Text c="dark.5" lh={1.65} data-testid="product-description">
      {long && !open ? `${words.slice(0, DESCRIPTION_WORDS).join(' ')}…` : text}{' '}
      {long ? (
        <Anchor
          component="button"
          type="button"
          fw={600}
          size="sm"
          onClick={() => setOpen((value) => !value)}
          data-testid="read-more"
        >
          {open ? t('product.readLess') : t('product.readMore')}
        </Anchor>
      ) : null}
    </Text>
  );
}

/** Picks the variant for a colour and a size: an exact match first, then one in stock, then any. */
function pickVariant(variants: ProductVariant[], colorId: string | null, size: string | null): ProductVariant | null {
  const ofColor = colorId ? variants.filter((variant) => variant.color?._id === colorId) : variants;
  const pool = ofColor.length ? ofColor : variants;
  return (
    pool.find((variant) => variant.size === size) ?? pool.find((variant) => variant.quantity > 0) ?? pool[0] ?? null
  );
}

function ProductSkeleton() {
  return (
    <Container size="xl" py="xl" data-testid="product-skeleton">
      <Skeleton height={14} width={280} mb="lg" />
      <Grid gutter={32}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Skeleton height={12} width="30%" />
            <Skeleton height={32} width="85%" />
            <Skeleton height={16} width="45%" />
            <Skeleton height={36} width="40%" />
            <Skeleton height={80} />
            <Skeleton height={44} radius="xl" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  // A setting: the server renders it from the config it sends with the page, so both agree.
  const { returnWindowDays } = useConfig().data ?? FALLBACK_CONFIG;
  const text = useProductText();
  const queryClient = useQueryClient();
  const related = useRelatedProducts(product._id);
  const name = text.name(product);
  const active = useMemo(() => product.variants.filter((variant) => variant.isActive), [product.variants]);
  const colors = product.attributes.colors;
  const [colorId, setColorId] = useState<string | null>(product.defaultVariant?.color?._id ?? null);
  const [size, setSize] = useState<string | null>(product.defaultVariant?.size ?? null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const variant = pickVariant(active, colorId, size);
  const sizes = product.subCategory.hasSizes
    ? [
        ...new Set(
          active
            .filter((item) => !colorId || item.color?._id === colorId)
            .map((item) => item.size)
            .filter((value): value is string => Boolean(value)),
        ),
      ]
    : [];
  const images = variant?.images.length ? variant.images : product.images;
  const backorders = product.inventory.allowBackorders;
  const max = backorders ? null : Math.max(0, variant?.quantity ?? 0);
  const soldOut = !backorders && (variant?.quantity ?? 0) <= 0;
  const variantId = variant?.variantId ?? null;
  const wished = useWishlistCheck(product._id, variantId);
  const addToCart = useOptimisticAddToCart();
  const toggleFavourite = useFavouriteToggle();

  const onAdd = async () => {
    if (!variant) return toastError(t('messages.noVariants'));
    if (active.length > 1 && colors.length > 1 && !colorId) return toastInfo(t('product.chooseColor'));
    setAdding(true);
    const result = await addToCart({
      productId: product._id,
      variantId: variant.variantId,
      quantity,
      price: variant.price,
    });
    setAdding(false);
    // Asked for more than one order may hold, the server adds what it may and says so.
    if (result.success) toastSuccess(translateMessage(t, result.message) ?? t('messages.addedToCart'));
    else if (result.message === 'Item already in cart.') toastInfo(t('messages.itemAlreadyInCart'));
    else toastError(translateMessage(t, errorText(result, '')) || t('product.addFailed'));
  };

  const onWish = () =>
    toggleFavourite(product._id, [variantId], wished.data === true, (value) =>
      queryClient.setQueryData(wishlistCheckQuery(product._id, variantId).queryKey, value),
    );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} className="flip-rtl" />}
        mb="lg"
        separatorMargin={6}
        style={{ flexWrap: 'wrap', rowGap: 4 }}
        data-testid="breadcrumb"
      >
        <Anchor component={AppLink} to="/" size="sm">
          {t('footer.home')}
        </Anchor>
        <Anchor component={AppLink} to={`/all-products?category=${product.category._id}&page=1`} size="sm">
          {text.local(product.category)}
        </Anchor>
        <Anchor component={AppLink} to={`/all-products?subCategory=${product.subCategory._id}&page=1`} size="sm">
          {text.local(product.subCategory)}
        </Anchor>
        {/* A taller line keeps Arabic descenders inside the one-line clamp. */}
        <Text size="sm" c="dimmed" lineClamp={1} maw={260} lh={1.7}>
          {name}
        </Text>
      </Breadcrumbs>

      <Grid gutter={{ base: 'lg', md: 32 }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery key={variantId ?? 'none'} images={images} name={name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Box style={{ minWidth: 0 }}>
                {product.brand ? (
                  <Text size="sm" c="cedar.7" fw={700} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
                    {product.brand.name}
                  </Text>
                ) : null}
                <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2} data-testid="product-title">
                  {name}
                </Title>
              </Box>
              <Group gap={8} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  radius="xl"
                  size={42}
                  onClick={() => void onWish()}
                  aria-label={wished.data ? t('product.removeFavourite') : t('product.addFavourite')}
                  aria-pressed={wished.data === true}
                  data-testid="favourite"
                >
                  {wished.data ? (
                    <IconHeartFilled size={20} color="var(--mantine-color-red-6)" />
                  ) : (
                    <IconHeart size={20} />
                  )}
                </ActionIcon>
                <ShareButton name={name} />
              </Group>
            </Group>

            <Group gap="sm">
              <Group gap={6}>
                <Rating value={product.averageRating} fractions={4} readOnly size="sm" />
                <Text size="sm" fw={600}>
                  {product.averageRating.toFixed(1)}
                </Text>
              </Group>
              <Anchor
                href="#reviews"
                size="sm"
                data-testid="review-count-link"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById('reviews')?.scrollIntoView({ behavior: 'smooth' });
                }}
              >
                {t('product.reviewCount', { count: product.reviewCount })}
              </Anchor>
              <Text size="sm" c="dimmed">
                ·
              </Text>
              <Text size="sm" c="dimmed" data-testid="units-sold">
                {t('product.sold', { count: product.salesCount })}
              </Text>
            </Group>

            <Box>
              <PriceTag
                price={variant?.price ?? product.price}
                originalPrice={variant ? variant.originalPrice : product.originalPrice}
                size="lg"
              />
            </Box>

            <Description text={text.description(product)} />

            {colors.length > 1 ? (
              <Box>
                <Text size="sm" fw={600} mb={8}>
                  {t('product.color')}:{' '}
                  <Text span c="dimmed" fw={500} tt="capitalize">
                    {variant?.color ? text.local(variant.color) : ''}
                  </Text>
                </Text>
                <Group gap={10} data-testid="color-swatches">
                  {colors.map((color) => (
                    <Tooltip key={color._id} label={text.local(color)} withArrow>
                      <UnstyledButton
                        onClick={() => {
                          setColorId(color._id);
                          setQuantity(1);
                        }}
                        aria-label={text.local(color)}
                        aria-pressed={colorId === color._id}
                        data-testid="color-swatch"
                        style={{
                          borderRadius: '50%',
                          padding: 3,
                          outline:
                            colorId === color._id
                              ? '2px solid var(--mantine-color-cedar-6)'
                              : '1px solid var(--mantine-color-gray-3)',
                        }}
                      >
                        <ColorSwatch color={color.hexCode} size={28}>
                          {colorId === color._id ? (
                            <IconCheck size={14} color={isLight(color.hexCode) ? '#222' : '#fff'} />
                          ) : null}
                        </ColorSwatch>
                      </UnstyledButton>
                    </Tooltip>
                  ))}
                </Group>
              </Box>
            ) : null}

            {sizes.length > 0 ? (
              <Box>
                <Text size="sm" fw={600} mb={8}>
                  {t('product.size')}
                </Text>
                <Group gap={8} data-testid="size-buttons">
                  {sizes.map((value) => {
                    const selected = variant?.size === value;
                    return (
                      <Button
                        key={value}
                        variant={selected ? 'filled' : 'default'}
                        radius="md"
                        size="sm"
                        miw={52}
                        onClick={() => {
                          setSize(value);
                          setQuantity(1);
                        }}
                        aria-pressed={selected}
                      >
                        {value}
                      </Button>
                    );
                  })}
                </Group>
              </Box>
            ) : null}

            <Paper withBorder p="md" bg="gray.0">
              <Group gap="md" align="flex-start">
                <QuantityPicker key={variantId ?? 'none'} value={quantity} onChange={setQuantity} max={max} />
                <Button
                  size="md"
                  radius="xl"
                  style={{ flex: 1, minWidth: 180 }}
                  leftSection={<IconShoppingCartPlus size={18} />}
                  onClick={() => void onAdd()}
                  loading={adding}
                  disabled={soldOut || !variant}
                  data-testid="add-to-cart"
                >
                  {soldOut ? t('catalog.stock.outOfStock') : t('catalog.addToCart')}
                </Button>
              </Group>
              {variant && !backorders && variant.quantity > 0 && variant.quantity <= 5 ? (
                <Badge mt="sm" color="saffron" variant="light">
                  {t('product.onlyLeft', { count: variant.quantity })}
                </Badge>
              ) : null}
            </Paper>

            <Stack gap={6}>
              {[
                { icon: IconCash, label: t('product.perks.cod') },
                { icon: IconTruckDelivery, label: t('product.perks.delivery') },
                { icon: IconShieldCheck, label: t('product.perks.returns', { count: returnWindowDays }) },
              ].map((perk) => (
                <Group key={perk.label} gap={8} wrap="nowrap">
                  <perk.icon size={18} color="var(--mantine-color-cedar-7)" />
                  <Text size="sm" c="dark.4">
                    {perk.label}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>

      <Divider my={40} />
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProductInfoPanel product={product} variant={variant} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ReviewsSection productId={product._id} />
        </Grid.Col>
      </Grid>

      <Box mt={56}>
        <HydrateWhenIdle>
          <ProductCarousel
            title={t('product.related')}
            products={related.data}
            loading={related.isPending}
            error={related.isError ? t('catalog.loadFailed') : null}
            perView={{ base: 2, sm: 3, md: 5 }}
            testId="related-products"
          />
        </HydrateWhenIdle>
      </Box>
    </Container>
  );
}

/** Light swatches (white, beige) need a dark tick to stay visible. */
function isLight(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(value)) return false;
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const product = useProduct(id);
  const text = useProductText();
  const found = product.data?.found ? product.data.product : undefined;
  useDocumentTitle('product', found ? text.name(found) : undefined);
  if (product.isPending) return <ProductSkeleton />;
  if (!found) {
    const gone = product.data?.found === false;
    return (
      <Container size="sm" py={64}>
        <Alert
          color={gone ? 'gray' : 'red'}
          icon={<IconAlertCircle size={20} />}
          title={product.data?.found === false ? translateMessage(t, product.data.message) : t('product.loadFailed')}
          data-testid="product-error"
        >
          <Text size="sm" mb="md">
            {gone ? t('product.notFoundHint') : t('product.retryHint')}
          </Text>
          <Group>
            {gone ? null : (
              <Button size="xs" variant="light" onClick={() => void product.refetch()}>
                {t('catalog.tryAgain')}
              </Button>
            )}
            <Button size="xs" variant="default" component={AppLink} to="/all-products">
              {t('product.browseAll')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  return <ProductDetails key={found._id} product={found} />;
}
