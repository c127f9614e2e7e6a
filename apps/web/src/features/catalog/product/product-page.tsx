import { useQueryClient } from '@tanstack/react-query';
import {
  IconAlertCircle,
  IconCash,
  IconCheck,
  IconHeart,
  IconHeartFilled,
  IconShieldCheck,
  IconShoppingCartPlus,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProduct } from '../../../api/catalog/get-product.ts';
import { FALLBACK_CONFIG, useConfig } from '../../../api/config/get-config.ts';
import { useMoreFromShop } from '../../../api/catalog/get-more-from-shop.ts';
import { useRelatedProducts } from '../../../api/catalog/get-related-products.ts';
import type { Product, ProductVariant } from '../../../api/catalog/product-types.ts';
import { useWishlistCheck, wishlistCheckQuery } from '../../../api/wishlist/check-wishlist.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { HydrateWhenIdle } from '../../../components/hydrate-when-idle.tsx';
import { PriceTag } from '../../../components/product/price-tag.tsx';
import { ProductCarousel } from '../../../components/product/product-carousel.tsx';
import { useProductText } from '../../../components/product/product-text.ts';
import { StarRating } from '../../../components/product/star-rating.tsx';
import ui from '../../../components/storefront.module.css';
import { errorText } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { toastError, toastInfo, toastSuccess } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOptimisticAddToCart } from '../../cart-checkout/use-add-to-cart.ts';
import { useFavouriteToggle } from '../../cart-checkout/use-favourite.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductInfoPanel } from './product-info-panel.tsx';
import classes from './product-page.module.css';
import { QuantityPicker } from './quantity-picker.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { ShareButton } from './share-button.tsx';

/*
 * The product page as plain elements and CSS modules (issue 37): what the server renders and a phone
 * hydrates is the page itself, not layers of UI-kit components; dialogs and popups load on first use.
 */

/** Spec 1 section 9: the description is cut at 30 words until Read More. */
const DESCRIPTION_WORDS = 30;

function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const words = text.split(/\s+/).filter(Boolean);
  const long = words.length > DESCRIPTION_WORDS;
  return (
    <p className={classes.description} data-testid="product-description">
      {long && !open ? `${words.slice(0, DESCRIPTION_WORDS).join(' ')}…` : text}{' '}
      {long ? (
        <button
          type="button"
          className={classes.textButton}
          onClick={() => setOpen((value) => !value)}
          data-testid="read-more"
        >
          {open ? t('product.readLess') : t('product.readMore')}
        </button>
      ) : null}
    </p>
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
  const bar = (height: number, width: string) => <span className={ui.skeleton} style={{ height, width }} />;
  return (
    <div className={`${ui.container} ${classes.page}`} data-testid="product-skeleton">
      <span className={`${ui.skeleton} ${classes.skeletonTrail}`} />
      <div className={classes.top}>
        <span className={`${ui.skeleton} ${classes.skeletonPhoto}`} />
        <div className={classes.details}>
          {bar(12, '30%')}
          {bar(32, '85%')}
          {bar(16, '45%')}
          {bar(36, '40%')}
          {bar(80, '100%')}
          {bar(44, '100%')}
        </div>
      </div>
    </div>
  );
}

/** Home › category › sub-category › the product (its name on one line, cut: product-page.module.css). */
function Trail({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation();
  const text = useProductText();
  return (
    <div className={classes.trail}>
      <Breadcrumbs
        items={[
          { to: '/', label: t('footer.home') },
          { to: `/all-products?category=${product.category._id}&page=1`, label: text.local(product.category) },
          { to: `/all-products?subCategory=${product.subCategory._id}&page=1`, label: text.local(product.subCategory) },
          { label: name },
        ]}
        spaceBelow="lg"
        testId="breadcrumb"
      />
    </div>
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

const STOCK_WARNING = 5;

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  // A setting: the server renders it from the config it sends with the page, so both agree.
  const { returnWindowDays } = useConfig().data ?? FALLBACK_CONFIG;
  const text = useProductText();
  const queryClient = useQueryClient();
  const related = useRelatedProducts(product._id);
  const moreFromShop = useMoreFromShop(product._id);
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
  // A visitor's own answer: unknown on the server and at hydration (a guest's empty heart), then theirs.
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

  const perks = [
    { icon: IconCash, label: t('product.perks.cod') },
    { icon: IconTruckDelivery, label: t('product.perks.delivery') },
    { icon: IconShieldCheck, label: t('product.perks.returns', { count: returnWindowDays }) },
  ];

  return (
    <div className={`${ui.container} ${classes.page}`}>
      <Trail product={product} name={name} />

      <div className={classes.top}>
        <ProductGallery key={variantId ?? 'none'} images={images} name={name} />
        <div className={classes.details}>
          <div className={classes.head}>
            <div className={classes.heading}>
              {product.brand ? <p className={classes.brand}>{product.brand.name}</p> : null}
              <h1 className={classes.title} data-testid="product-title">
                {name}
              </h1>
              {product.seller?.slug ? (
                <p className={classes.soldBy}>
                  {t('shop.soldBy')}{' '}
                  <AppLink to={`/shops/${product.seller.slug}`} data-testid="sold-by">
                    {product.seller.businessName}
                  </AppLink>
                </p>
              ) : null}
            </div>
            <div className={classes.actions}>
              <button
                type="button"
                className={`${ui.iconButton} ${classes.action}`}
                onClick={() => void onWish()}
                aria-label={wished.data ? t('product.removeFavourite') : t('product.addFavourite')}
                aria-pressed={wished.data === true}
                data-testid="favourite"
              >
                {wished.data ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
              </button>
              <ShareButton name={name} buttonClassName={`${ui.iconButton} ${classes.action}`} />
            </div>
          </div>

          <div className={classes.stats}>
            <span className={classes.score}>
              <StarRating value={product.averageRating} />
              <b>{product.averageRating.toFixed(1)}</b>
            </span>
            <a
              href="#reviews"
              className={classes.link}
              data-testid="review-count-link"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById('reviews')?.scrollIntoView({ behavior: 'smooth' });
              }}
            >
              {t('product.reviewCount', { count: product.reviewCount })}
            </a>
            <span className={classes.dimmed} aria-hidden>
              ·
            </span>
            <span className={classes.dimmed} data-testid="units-sold">
              {t('product.sold', { count: product.salesCount })}
            </span>
          </div>

          <PriceTag
            price={variant?.price ?? product.price}
            originalPrice={variant ? variant.originalPrice : product.originalPrice}
            size="lg"
          />

          <Description text={text.description(product)} />

          {colors.length > 1 ? (
            <div>
              <p className={classes.label}>
                {t('product.color')}:{' '}
                <span className={classes.chosen}>{variant?.color ? text.local(variant.color) : ''}</span>
              </p>
              <div className={classes.choices} data-testid="color-swatches">
                {colors.map((color) => {
                  const label = text.local(color);
                  const selected = colorId === color._id;
                  return (
                    <button
                      key={color._id}
                      type="button"
                      className={classes.swatch}
                      style={{ '--swatch': color.hexCode } as CSSProperties}
                      onClick={() => {
                        setColorId(color._id);
                        setQuantity(1);
                      }}
                      aria-label={label}
                      aria-pressed={selected}
                      data-tip={label}
                      data-testid="color-swatch"
                    >
                      {selected ? (
                        <IconCheck size={14} aria-hidden color={isLight(color.hexCode) ? '#222' : '#fff'} />
                      ) : null}
                    </button>
                  );
                })}
              </div>
            </div>
          ) : null}

          {sizes.length > 0 ? (
            <div>
              <p className={classes.label}>{t('product.size')}</p>
              <div className={classes.choices} data-testid="size-buttons">
                {sizes.map((value) => (
                  <button
                    key={value}
                    type="button"
                    className={classes.size}
                    onClick={() => {
                      setSize(value);
                      setQuantity(1);
                    }}
                    aria-pressed={variant?.size === value}
                  >
                    {value}
                  </button>
                ))}
              </div>
            </div>
          ) : null}

          <div className={classes.buyBox}>
            <div className={classes.buyRow}>
              <QuantityPicker key={variantId ?? 'none'} value={quantity} onChange={setQuantity} max={max} />
              <button
                type="button"
                className={`${ui.button} ${classes.addToCart}`}
                data-size="md"
                data-icon="start"
                onClick={() => void onAdd()}
                disabled={adding || soldOut || !variant}
                data-loading={adding || undefined}
                aria-busy={adding || undefined}
                data-testid="add-to-cart"
              >
                {adding ? <span className={ui.spinner} aria-hidden /> : <IconShoppingCartPlus size={18} aria-hidden />}
                {soldOut ? t('catalog.stock.outOfStock') : t('catalog.addToCart')}
              </button>
            </div>
            {variant && !backorders && variant.quantity > 0 && variant.quantity <= STOCK_WARNING ? (
              <span className={`${ui.badge} ${classes.fewLeft}`}>
                {t('product.onlyLeft', { count: variant.quantity })}
              </span>
            ) : null}
          </div>

          <ul className={classes.perks}>
            {perks.map((perk) => (
              <li key={perk.label}>
                <perk.icon size={18} aria-hidden />
                {perk.label}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <hr className={classes.divider} />
      <div className={classes.bottom}>
        <ProductInfoPanel product={product} variant={variant} />
        <ReviewsSection productId={product._id} />
      </div>
      <QuestionsSection productId={product._id} />

      <div className={classes.related}>
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
      </div>

      {moreFromShop.data?.length === 0 ? null : (
        <div className={classes.related}>
          <HydrateWhenIdle>
            <ProductCarousel
              title={t('shop.moreFromShop')}
              products={moreFromShop.data}
              loading={moreFromShop.isPending}
              error={moreFromShop.isError ? t('catalog.loadFailed') : null}
              perView={{ base: 2, sm: 3, md: 5 }}
              testId="more-from-shop"
            />
          </HydrateWhenIdle>
        </div>
      )}
    </div>
  );
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
      <div className={`${ui.container} ${classes.missing}`}>
        <div
          className={`${ui.alert} ${classes.notice}`}
          data-gone={gone || undefined}
          role="alert"
          data-testid="product-error"
        >
          <IconAlertCircle size={20} aria-hidden />
          <div>
            <p className={classes.noticeTitle}>
              {product.data?.found === false ? translateMessage(t, product.data.message) : t('product.loadFailed')}
            </p>
            <p>{gone ? t('product.notFoundHint') : t('product.retryHint')}</p>
            <div className={classes.noticeActions}>
              {gone ? null : (
                <button
                  type="button"
                  className={`${ui.button} ${ui.light}`}
                  data-size="xs"
                  onClick={() => void product.refetch()}
                >
                  {t('catalog.tryAgain')}
                </button>
              )}
              <AppLink to="/all-products" className={`${ui.button} ${classes.plainButton}`} data-size="xs">
                {t('product.browseAll')}
              </AppLink>
            </div>
          </div>
        </div>
      </div>
    );
  }
  return <ProductDetails key={found._id} product={found} />;
}
