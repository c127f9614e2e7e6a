import { useTranslation } from 'react-i18next';
import type { Product, ProductSummary } from '../../api/catalog/product-types.ts';

/** Spec 1 section 1: Arabic readers see the Arabic name and description when the seller gave one. */
export function useProductText() {
  const { i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  return {
    arabic,
    name: (product: Pick<ProductSummary, 'name' | 'translations'>) =>
      (arabic ? product.translations?.ar?.name : product.translations?.en?.name) || product.name,
    description: (product: Pick<Product, 'description' | 'translations'>) =>
      (arabic ? product.translations?.ar?.description : product.translations?.en?.description) || product.description,
    /** Categories, colours and suggestions carry `nameAr` beside `name`. */
    local: (named: { name: string; nameAr?: string | null }) => (arabic && named.nameAr ? named.nameAr : named.name),
  };
}

/** Spec 1 section 9: percent off = round((original − price) / original × 100). */
export const percentOff = (price: number, original: number | null | undefined) =>
  original && original > price ? Math.round(((original - price) / original) * 100) : 0;
