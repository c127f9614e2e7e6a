import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import ui from '../../components/storefront.module.css';
import { toastError, toastInfo, toastSuccess } from '../../lib/toast.ts';
import { useOptimisticAddToCart } from './use-add-to-cart.ts';
import { useLocalText } from './use-local-text.ts';

/**
 * Spec 2 section 4: a one-variant product goes straight into the cart from its card, optimistically.
 * A plain button (the card's look comes from `className`): one of many on a page a phone hydrates.
 */
export function CardAddButton({
  product,
  className,
}: {
  product: Pick<ProductSummary, '_id' | 'variants'>;
  className?: string;
}) {
  const text = useLocalText();
  const { t } = text;
  const addToCart = useOptimisticAddToCart();
  const [busy, setBusy] = useState(false);
  const onAdd = async () => {
    const variant = product.variants.find((item) => item.isActive);
    if (!variant) return toastError(t('messages.noVariants'));
    setBusy(true);
    const result = await addToCart({
      productId: product._id,
      variantId: variant.variantId,
      quantity: 1,
      price: variant.price,
    });
    setBusy(false);
    if (result.success) toastSuccess(t('messages.addedToCart'));
    else if (result.message === 'Item already in cart.') toastInfo(t('messages.itemAlreadyInCart'));
    else toastError(text.failure(result, 'cart.addFailed'));
  };
  return (
    <button
      type="button"
      className={className}
      data-size="xs"
      data-icon="start"
      disabled={busy}
      aria-busy={busy || undefined}
      data-loading={busy || undefined}
      onClick={() => void onAdd()}
      data-testid="card-action"
    >
      {busy ? <span className={ui.spinner} aria-hidden /> : <IconShoppingCartPlus size={15} aria-hidden />}
      {t('catalog.addToCart')}
    </button>
  );
}
