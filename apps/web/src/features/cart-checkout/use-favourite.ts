import { useTranslation } from 'react-i18next';
import { addToWishlist } from '../../api/wishlist/add-to-wishlist.ts';
import { removeFromWishlist } from '../../api/wishlist/remove-from-wishlist.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useRefreshWishlist } from './use-add-to-cart.ts';

/**
 * Spec 2 section 4: the heart changes at once (`show`) and goes back if the server refuses
 * (spec 1 section 8: 'Could not update wishlist.'); the wish list and its badge then refresh.
 */
export function useFavouriteToggle() {
  const { t } = useTranslation();
  const refreshWishlist = useRefreshWishlist();
  /** Saving saves the first of `variantIds`; taking back removes every one of them. */
  return async (productId: string, variantIds: (string | null)[], wished: boolean, show: (wished: boolean) => void) => {
    show(!wished);
    const results = wished
      ? await Promise.all(variantIds.map((variantId) => removeFromWishlist(productId, variantId)))
      : [await addToWishlist(productId, variantIds[0] ?? null)];
    const result = results.find((answer) => !answer.success) ?? results[0]!;
    if (result.success) toastSuccess(wished ? t('messages.wishlistRemoved') : t('messages.wishlistAdded'));
    else {
      show(wished);
      toastError(t('product.wishlistFailed'));
    }
    await refreshWishlist();
  };
}
