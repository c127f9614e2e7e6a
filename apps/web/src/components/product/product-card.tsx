import { IconEye, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { CardAddButton } from '../../features/cart-checkout/card-add-button.tsx';
import { CardFavourite } from '../../features/cart-checkout/card-favourite.tsx';
import { AppLink } from '../app-link.tsx';
import ui from '../storefront.module.css';
import { PriceTag } from './price-tag.tsx';
import classes from './product-card.module.css';
import { percentOff, useProductText } from './product-text.ts';
import { responsiveImage } from './responsive-image.ts';
import { StarRating } from './star-rating.tsx';

interface ProductPhotoProps {
  src: string | null | undefined;
  alt: string;
  /** A CSS length: the photo's own corners (a card's are cut by the card). */
  radius?: string;
  /** The shown width, for picking the rendition: a card in a grid of two on a phone by default. */
  sizes?: string;
  /** The first screen's largest photo (a listing's first cards): fetched at once and first, not when scrolled to. */
  priority?: boolean;
}

/** A square product photo, in the sizes that exist (`srcset`); a grey square with an icon without one. */
export function ProductPhoto({
  src,
  alt,
  radius,
  sizes = '(min-width: 62em) 25vw, 50vw',
  priority = false,
}: ProductPhotoProps) {
  const style = radius ? { borderRadius: radius } : undefined;
  return src ? (
    <img
      {...responsiveImage(src, sizes)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={classes.photo}
      style={style}
    />
  ) : (
    <div className={classes.noPhoto} style={style}>
      <IconPhoto size={40} aria-hidden />
    </div>
  );
}

/** The card's middle: brand, name (a link), stars and price; the same in a tall card and a wide one. */
function CardText({ product, name, to }: { product: ProductSummary; name: string; to: string }) {
  return (
    <>
      {product.brand ? <p className={classes.brand}>{product.brand.name}</p> : null}
      <AppLink to={to} className="app-link">
        <p className={classes.name} data-testid="product-name">
          {name}
        </p>
      </AppLink>
      <div className={classes.rating}>
        <StarRating value={product.averageRating} />
        <span className={classes.count}>({product.reviewCount})</span>
      </div>
    </>
  );
}

/**
 * Spec 1 "Products listing page": the card links to the product; more than one variant reads
 * 'View Details', otherwise 'Add to cart', which adds the one variant straight away. Plain elements
 * and a CSS module: a listing or a shelf draws dozens, and a phone hydrates each.
 */
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const { t } = useTranslation();
  const text = useProductText();
  const name = text.name(product);
  const to = `/products/${product._id}`;
  const percent = percentOff(product.price, product.originalPrice);
  const manyVariants = product.variants.filter((variant) => variant.isActive).length > 1;
  return (
    <div
      className={classes.card}
      data-testid="product-card"
      data-product-id={product._id}
      data-min-price={product.priceRange.min}
      data-rating={product.averageRating}
      data-discount={percent}
      data-gender={product.gender ?? ''}
    >
      <div className={classes.media}>
        <AppLink to={to} aria-label={name} tabIndex={-1}>
          <ProductPhoto
            src={product.images[0]?.url ?? product.image}
            alt={product.images[0]?.alt_text || name}
            priority={priority}
          />
        </AppLink>
        {percent > 0 ? (
          <span className={`${ui.badge} ${classes.onPhoto} ${classes.sale}`}>
            {t('catalog.percentOff', { percent })}
          </span>
        ) : null}
        <CardFavourite product={product} className={`${ui.iconButton} ${classes.heart}`} />
        {product.stockStatus.message === 'Out of Stock' ? (
          <span className={`${ui.badge} ${classes.onPhoto} ${classes.soldOut}`}>{t('catalog.stock.outOfStock')}</span>
        ) : null}
      </div>
      <div className={classes.body}>
        <CardText product={product} name={name} to={to} />
        <div className={classes.grow}>
          <PriceTag price={product.price} originalPrice={product.originalPrice} />
        </div>
        {manyVariants ? (
          <AppLink
            to={to}
            className={`${ui.button} ${ui.light} ${ui.block}`}
            data-size="xs"
            data-icon="start"
            data-testid="card-action"
          >
            <IconEye size={15} aria-hidden />
            {t('catalog.viewDetails')}
          </AppLink>
        ) : (
          <CardAddButton product={product} className={`${ui.button} ${ui.block}`} />
        )}
      </div>
    </div>
  );
}

const skeleton = (height: number, width: string, radius?: string) => (
  <span className={ui.skeleton} style={{ height, width, borderRadius: radius }} />
);

export function ProductCardSkeleton() {
  return (
    <div className={classes.card} data-testid="product-card-skeleton" aria-hidden>
      <span className={`${ui.skeleton} ${classes.skeletonPhoto}`} />
      <div className={classes.skeletonBody}>
        {skeleton(10, '40%')}
        {skeleton(14, '90%')}
        {skeleton(12, '50%')}
        {skeleton(18, '45%')}
        {skeleton(30, '100%', 'var(--mantine-radius-xl)')}
      </div>
    </div>
  );
}

/** A wide, short card: photo beside the text, for shelves that show three at a time. */
export function ProductRowCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const text = useProductText();
  const name = text.name(product);
  const to = `/products/${product._id}`;
  return (
    <div className={classes.row} data-testid="product-card" data-product-id={product._id}>
      <div className={classes.rowPhoto}>
        <AppLink to={to} aria-label={name} tabIndex={-1}>
          <ProductPhoto src={product.images[0]?.url ?? product.image} alt={product.images[0]?.alt_text || name} />
        </AppLink>
      </div>
      <div className={classes.rowText}>
        <CardText product={product} name={name} to={to} />
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        <AppLink to={to} className={`${ui.button} ${ui.light}`} data-size="compact-xs">
          {t('catalog.viewDetails')}
        </AppLink>
      </div>
    </div>
  );
}
