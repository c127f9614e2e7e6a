import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '../../api/seller-products/get-seller-products.ts';

/** Spec 3 section 2.5: Out of Stock, Low Stock, else In Stock. */
export function StockBadge({ inventory }: { inventory: AdminProduct['inventory'] }) {
  const { t } = useTranslation();
  const [color, key] = inventory.isOutOfStock
    ? ['red', 'outOfStock']
    : inventory.isLowStock
      ? ['orange', 'lowStock']
      : ['cedar', 'inStock'];
  return (
    <Badge color={color} variant="light" miw="max-content">
      {t(`productAdmin.stock.${key}`)} · {inventory.quantity}
    </Badge>
  );
}

/** The review state of a product (the table writes a rejection's reason under it). Never cut: `max-content`. */
export function StatusBadge({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const color = product.status === 'published' ? 'cedar' : product.status === 'rejected' ? 'red' : 'saffron';
  return (
    <Badge color={color} variant="dot" miw="max-content" data-testid="product-status">
      {t(`productAdmin.status.${product.status}`)}
      {product.hasPendingEdit ? ` · ${t('productAdmin.status.editPending')}` : ''}
    </Badge>
  );
}
