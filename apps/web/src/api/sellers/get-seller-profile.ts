import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface SellerProfile {
  _id: string;
  fullName: string;
  businessName: string;
  businessEmail: string | null;
  businessPhone: string | null;
  businessDescription: string;
  communicationMethod: string | null;
  preferredCommunication: string | null;
  dataEntryChoice: string;
  businessLocation: string | null;
  businessAddress: string | null;
  /** pending until an admin approves the shop; suspended takes its products off the storefront. */
  status: 'pending' | 'active' | 'suspended';
  plan: 'regular' | 'premium' | 'gold';
  productCategory: { _id: string; name: string; nameAr: string } | null;
  productSubCategory: { _id: string; name: string; nameAr: string } | null;
}

export const sellerProfileQuery = queryOptions({
  queryKey: ['seller', 'profile'],
  queryFn: async () => {
    const result = await api.get<{ seller: SellerProfile }>('seller/profile');
    if (!result.success) throw new Error(result.message);
    return result.data.seller;
  },
});

export const useSellerProfile = (enabled = true) => useQuery({ ...sellerProfileQuery, enabled });
