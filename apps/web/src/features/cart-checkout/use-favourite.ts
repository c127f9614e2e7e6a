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
  return async (productId: string, variantId: string | null, wished: boolean, show: (wished: boolean) => void) => {
    show(!wished);
    const result = wished ? await removeFromWishlist(productId, variantId) : await addToWishlist(productId, variantId);
    if (result.success) toastSuccess(wished ? t('messages.wishlistRemoved') : t('messages.wishlistAdded'));
    else {
      show(wished);
      toastError(t('product.wishlistFailed'));
    }
    await refreshWishlist();
  };
}
