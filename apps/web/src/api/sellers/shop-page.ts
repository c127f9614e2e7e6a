import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The shop page as its seller edits it (issue 40): GET /api/seller/shop-page's `shopPage`. */
export interface SellerShopPage {
  slug: string;
  status: 'pending' | 'active' | 'suspended' | 'closed';
  /** Visitors see the page only while the shop is active. */
  visible: boolean;
  name: string;
  description: string;
  /** Empty when the shop wrote none: its page shows the English one. */
  descriptionAr: string;
  logo: string | null;
  banner: string | null;
}

export const sellerShopPageQuery = queryOptions({
  queryKey: ['seller', 'shop-page'],
  queryFn: async () => {
    const result = await api.get<{ shopPage: SellerShopPage }>('seller/shop-page');
    if (!result.success) throw new Error(result.message);
    return result.data.shopPage;
  },
});

export const useSellerShopPage = () => useQuery(sellerShopPageQuery);

/** What a save changes of the photos: a new (cropped) logo or banner, or one taken off. */
export interface ShopPhotoChange {
  logo?: Blob;
  banner?: Blob;
  removeLogo?: boolean;
  removeBanner?: boolean;
}

/** PUT /api/seller/shop-page, multipart: the photos apply at once. */
export function saveShopPhotos(change: ShopPhotoChange) {
  const form = new FormData();
  if (change.logo) form.append('logo', change.logo, 'logo.png');
  if (change.banner) form.append('banner', change.banner, 'banner.png');
  if (change.removeLogo) form.append('removeLogo', 'true');
  if (change.removeBanner) form.append('removeBanner', 'true');
  return api.put<{ shopPage: SellerShopPage }>('seller/shop-page', form);
}
