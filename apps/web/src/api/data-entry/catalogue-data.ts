import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface ManagedCategory {
  _id: string;
  name: string;
  nameAr: string;
  description: string;
  isActive: boolean;
  hasSizes: boolean;
  parentCategory: string | null;
  categoryIcon: string | null;
  categoryIconUrl: string | null;
  productCount: number;
  subCategories?: ManagedCategory[];
}
export interface ManagedColor {
  _id: string;
  name: string;
  nameAr: string;
  colorFamily: string;
  hexCode: string;
  isActive: boolean;
  productCount: number;
}
export interface ManagedBrand {
  _id: string;
  name: string;
  description: string;
  isActive: boolean;
  productCount: number;
}
export interface ManagedBanner {
  _id: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  linkUrl: string | null;
  isActive: boolean;
  images: { url: string; thumbnail: string; carousel: boolean }[];
}

/**
 * Spec 3 section 7: staff's catalogue data. Each kind is listed, added (the spec's POSTs), edited,
 * deactivated and deleted through the same four calls; categories and banners send multipart.
 */
const manage = (kind: string) => ({
  list: `dashboard/data-entry/manage/${kind}`,
  item: `dashboard/data-entry/manage/${kind}`,
});
const KINDS = {
  categories: manage('categories'),
  colors: manage('colors'),
  brands: manage('brands'),
  banners: { list: 'dashboard/data-entry/banners', item: 'hero/banner' },
} as const;
export type CatalogueKind = keyof typeof KINDS;
interface Rows {
  categories: ManagedCategory;
  colors: ManagedColor;
  brands: ManagedBrand;
  banners: ManagedBanner;
}

export const catalogueDataQuery = <K extends CatalogueKind>(kind: K) =>
  queryOptions({
    queryKey: ['data-entry', 'manage', kind],
    queryFn: async () => {
      const result = await api.get<Record<K, Rows[K][]>>(KINDS[kind].list);
      if (!result.success) throw new Error(result.message);
      return result.data[kind];
    },
  });

export const useCatalogueData = <K extends CatalogueKind>(kind: K) => useQuery(catalogueDataQuery(kind));

/** Every list a change may show in: this kind's, the product forms' options, the storefront's. */
function useRefresh(kind: CatalogueKind) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['data-entry', 'manage', kind] });
    void client.invalidateQueries({ queryKey: ['product-form-options'] });
    void client.invalidateQueries({ queryKey: kind === 'banners' ? ['home', 'banners'] : ['catalog', 'categories'] });
  };
}

export function useSaveCatalogueItem(kind: CatalogueKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FormData | Record<string, unknown> }) =>
      id ? api.put<unknown>(`${KINDS[kind].item}/${id}`, body) : api.post<unknown>(KINDS[kind].item, body),
    onSuccess: (result) => {
      if (result.success) refresh();
    },
  });
}

export function useDeleteCatalogueItem(kind: CatalogueKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${KINDS[kind].item}/${id}`),
    onSuccess: (result) => {
      if (result.success) refresh();
    },
  });
}
