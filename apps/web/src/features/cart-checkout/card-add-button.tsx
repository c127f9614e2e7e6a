import { Button } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { toastError, toastInfo, toastSuccess } from '../../lib/toast.ts';
import { useOptimisticAddToCart } from './use-add-to-cart.ts';
import { useLocalText } from './use-local-text.ts';

/** Spec 2 section 4: a one-variant product goes straight into the cart from its card, optimistically. */
export function CardAddButton({ product }: { product: Pick<ProductSummary, '_id' | 'variants'> }) {
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
    <Button
      fullWidth
      size="xs"
      radius="xl"
      leftSection={<IconShoppingCartPlus size={15} />}
      loading={busy}
      onClick={() => void onAdd()}
      data-testid="card-action"
    >
      {t('catalog.addToCart')}
    </Button>
  );
}
