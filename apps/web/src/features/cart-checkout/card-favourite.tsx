import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { useWishlist } from '../../api/wishlist/get-wishlist.ts';
import { useFavouriteToggle } from './use-favourite.ts';

/**
 * The heart on a product card. Whether the product is saved comes from the wish list already
 * loaded for the header badge (no request per card); a product of one colour is saved with it,
 * one of several without, and the wish list shows its default colour. A plain button: the card
 * places and colours it (`className`, red while `aria-pressed`).
 */
export function CardFavourite({
  product,
  className,
}: {
  product: Pick<ProductSummary, '_id' | 'variants'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const toggle = useFavouriteToggle();
  const [shown, setShown] = useState<boolean | null>(null);
  const entries = wishlist.data?.items.filter((item) => item.product.productId === product._id) ?? [];
  const wished = shown ?? entries.length > 0;
  const active = product.variants.filter((variant) => variant.isActive);
  // Taking the heart back takes back every colour saved of the product.
  const variantIds =
    entries.length > 0
      ? entries.map((entry) => entry.variant?.variantId ?? entry.product.variantId)
      : [active.length === 1 ? active[0]!.variantId : null];
  const onClick = async () => {
    await toggle(product._id, variantIds, wished, setShown);
    setShown(null);
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void onClick()}
      aria-label={wished ? t('product.removeFavourite') : t('product.addFavourite')}
      aria-pressed={wished}
      data-testid="card-favourite"
    >
      {wished ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </button>
  );
}
