import { AspectRatio, Badge, Box, Button, Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { CardAddButton } from '../../features/cart-checkout/card-add-button.tsx';
import { CardFavourite } from '../../features/cart-checkout/card-favourite.tsx';
import { AppLink } from '../app-link.tsx';
import { PriceTag } from './price-tag.tsx';
import { percentOff, useProductText } from './product-text.ts';
import { responsiveImage } from './responsive-image.ts';
import { StarRating } from './star-rating.tsx';

interface ProductPhotoProps {
  src: string | null | undefined;
  alt: string;
  radius?: number | string;
  /** The shown width, for picking the rendition: a card in a grid of two on a phone by default. */
  sizes?: string;
  /** The first screen's largest photo (a listing's first cards): fetched at once and first, not when scrolled to. */
  priority?: boolean;
}

export function ProductPhoto({
  src,
  alt,
  radius = 0,
  sizes = '(min-width: 62em) 25vw, 50vw',
  priority = false,
}: ProductPhotoProps) {
  return (
    <AspectRatio ratio={1}>
      {src ? (
        <Image
          {...responsiveImage(src, sizes)}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          fit="cover"
          radius={radius}
          bg="#f4f3ee"
        />
      ) : (
        <Box bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: radius }}>
          <IconPhoto size={40} color="var(--mantine-color-gray-5)" />
        </Box>
      )}
    </AspectRatio>
  );
}

/**
 * Spec 1 "Products listing page": the card links to the product; more than one variant reads
 * 'View Details', otherwise 'Add to cart', which adds the one variant straight away.
 */
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const { t } = useTranslation();
  const text = useProductText();
  const name = text.name(product);
  const to = `/products/${product._id}`;
  const percent = percentOff(product.price, product.originalPrice);
  const manyVariants = product.variants.filter((variant) => variant.isActive).length > 1;
  return (
    <Card
      padding={0}
      h="100%"
      data-testid="product-card"
      data-product-id={product._id}
      data-min-price={product.priceRange.min}
      data-rating={product.averageRating}
      data-discount={percent}
      data-gender={product.gender ?? ''}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box pos="relative">
        <AppLink to={to} aria-label={name} tabIndex={-1}>
          <ProductPhoto
            src={product.images[0]?.url ?? product.image}
            alt={product.images[0]?.alt_text || name}
            priority={priority}
          />
        </AppLink>
        {percent > 0 ? (
          <Badge pos="absolute" top={10} style={{ insetInlineStart: 10 }} color="red.9" radius="sm">
            {t('catalog.percentOff', { percent })}
          </Badge>
        ) : null}
        <CardFavourite product={product} />
        {product.stockStatus.message === 'Out of Stock' ? (
          <Badge pos="absolute" bottom={10} style={{ insetInlineStart: 10 }} color="dark" variant="filled" radius="sm">
            {t('catalog.stock.outOfStock')}
          </Badge>
        ) : null}
      </Box>
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        {product.brand ? (
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate style={{ letterSpacing: '0.04em' }}>
            {product.brand.name}
          </Text>
        ) : null}
        <AppLink to={to} className="app-link">
          <Text fw={600} size="sm" lineClamp={2} mih={42} lh={1.45} data-testid="product-name">
            {name}
          </Text>
        </AppLink>
        <Group gap={6} wrap="nowrap">
          <StarRating value={product.averageRating} />
          <Text size="xs" c="dimmed">
            ({product.reviewCount})
          </Text>
        </Group>
        <Box style={{ flex: 1 }}>
          <PriceTag price={product.price} originalPrice={product.originalPrice} />
        </Box>
        {manyVariants ? (
          <Button
            component={AppLink}
            to={to}
            fullWidth
            size="xs"
            radius="xl"
            variant="light"
            leftSection={<IconEye size={15} />}
            data-testid="card-action"
          >
            {t('catalog.viewDetails')}
          </Button>
        ) : (
          <CardAddButton product={product} />
        )}
      </Stack>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card padding={0} h="100%" data-testid="product-card-skeleton">
      <AspectRatio ratio={1}>
        <Skeleton radius={0} />
      </AspectRatio>
      <Stack gap={8} p="sm">
        <Skeleton height={10} width="40%" />
        <Skeleton height={14} width="90%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={18} width="45%" />
        <Skeleton height={30} radius="xl" />
      </Stack>
    </Card>
  );
}

/** A wide, short card: photo beside the text, for shelves that show three at a time. */
export function ProductRowCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const text = useProductText();
  const name = text.name(product);
  const to = `/products/${product._id}`;
  return (
    <Card padding="sm" h="100%" data-testid="product-card" data-product-id={product._id}>
      <Group wrap="nowrap" gap="md" align="stretch" h="100%">
        <Box w={{ base: 96, sm: 132 }} style={{ flexShrink: 0 }}>
          <AppLink to={to} aria-label={name} tabIndex={-1}>
            <ProductPhoto
              src={product.images[0]?.url ?? product.image}
              alt={product.images[0]?.alt_text || name}
              radius="var(--mantine-radius-md)"
            />
          </AppLink>
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }} justify="center">
          {product.brand ? (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate style={{ letterSpacing: '0.04em' }}>
              {product.brand.name}
            </Text>
          ) : null}
          <AppLink to={to} className="app-link">
            <Text fw={600} size="sm" lineClamp={2} data-testid="product-name">
              {name}
            </Text>
          </AppLink>
          <Group gap={6} wrap="nowrap">
            <StarRating value={product.averageRating} />
            <Text size="xs" c="dimmed">
              ({product.reviewCount})
            </Text>
          </Group>
          <PriceTag price={product.price} originalPrice={product.originalPrice} />
          <Button component={AppLink} to={to} size="compact-xs" radius="xl" variant="light" w="fit-content">
            {t('catalog.viewDetails')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
