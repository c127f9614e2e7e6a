import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Spec 3 section 3, "Seller option (picker)". */
export interface SellerOption {
  _id: string;
  businessName: string;
  fullName: string;
  email: string | null;
  businessPhone: string;
  sellerId: { _id: string; userName: string };
}

/** Spec 3 section 7: `sellers/by-subcategory`, active shops by default. */
export const sellersBySubCategoryQuery = (subCategoryId: string) =>
  queryOptions({
    queryKey: ['data-entry', 'sellers', subCategoryId],
    queryFn: async () => {
      const result = await api.get<{ sellers: SellerOption[] }>(
        `dashboard/data-entry/sellers/by-subcategory?subCategoryId=${subCategoryId}&status=active`,
      );
      if (!result.success) throw new Error(result.message);
      return result.data.sellers;
    },
    staleTime: 60_000,
  });

export const useSellersBySubCategory = (subCategoryId: string) =>
  useQuery({ ...sellersBySubCategoryQuery(subCategoryId), enabled: Boolean(subCategoryId) });
