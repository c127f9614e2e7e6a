import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface FormColor {
  _id: string;
  name: string;
  nameAr: string;
  hexCode: string;
}
export interface FormBrand {
  _id: string;
  name: string;
}
export interface FormCategory {
  _id: string;
  name: string;
  nameAr: string;
  hasSizes: boolean;
  subCategories: { _id: string; name: string; nameAr: string; hasSizes: boolean }[];
}

/** Spec 3 section 7: the colours, brands and categories the product form offers, in one query. */
export const productFormOptionsQuery = queryOptions({
  queryKey: ['product-form-options'],
  queryFn: async () => {
    const [colors, brands, categories] = await Promise.all([
      api.get<{ colors: FormColor[] }>('dashboard/data-entry/colors'),
      api.get<{ brands: FormBrand[] }>('dashboard/data-entry/brands'),
      api.get<{ categoriesWithSub: FormCategory[] }>('dashboard/data-entry/categories-with-sub'),
    ]);
    if (!colors.success || !brands.success || !categories.success) throw new Error('Could not load the form');
    return { colors: colors.data.colors, brands: brands.data.brands, categories: categories.data.categoriesWithSub };
  },
  staleTime: 5 * 60_000,
});

export const useProductFormOptions = (enabled = true) => useQuery({ ...productFormOptionsQuery, enabled });
