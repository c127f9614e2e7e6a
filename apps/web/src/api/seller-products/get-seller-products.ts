import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface AdminImage {
  _id: string;
  /** The photo's storage key: an edit sends it back to keep the photo. */
  key: string;
  url: string;
}

export interface AdminVariant {
  _id: string;
  variantId: string;
  size: string | null;
  color: { _id: string; name: string; nameAr?: string; hexCode: string } | null;
  sku: string;
  price: number;
  originalPrice: number | null;
  quantity: number;
  isActive: boolean;
  images: AdminImage[];
}

/** A product as the product table shows it (spec 3 section 3, "Product (list)"). */
export interface AdminProduct {
  _id: string;
  productId: string;
  name: string;
  description: string;
  manufacturingSource: string;
  gender: string;
  category: { _id: string; name: string; nameAr?: string };
  subCategory: { _id: string; name: string; nameAr?: string };
  brand: { _id: string; name: string } | null;
  seller: { _id: string; fullName: string; businessName: string };
  status: 'published' | 'pending_review' | 'rejected' | 'archived';
  reviewNote: string | null;
  hasPendingEdit: boolean;
  isTodayDeal: boolean;
  isFeatured: boolean;
  isTrending: boolean;
  inventory: { quantity: number; isOutOfStock: boolean; isLowStock: boolean };
  stockStatus: { message: string };
  priceRange: { min: number; max: number };
  createdAt: string;
  updatedAt: string;
  primaryImage: string | null;
  images: AdminImage[];
  variants: AdminVariant[];
}

export interface ProductPage {
  products: AdminProduct[];
  pagination: {
    page: number;
    limit: number;
    total: number;
    totalPages: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

/** The table's filters (spec 3 section 2.5); empty ones are left out of the query. */
export interface ProductFilters {
  categoryId?: string;
  subCategoryId?: string;
  brandId?: string;
  gender?: string;
  manufacturingSource?: string;
  status?: string;
  stock?: string;
}

export interface ProductTableQuery extends ProductFilters {
  keyword?: string;
  page: number;
  limit: number;
}

export const productQueryString = (query: object) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

export const sellerProductsQuery = (query: ProductTableQuery) =>
  queryOptions({
    queryKey: ['seller', 'products', query],
    queryFn: async () => {
      const result = await api.get<ProductPage>(`seller/products?${productQueryString(query)}`);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

export const useSellerProducts = (query: ProductTableQuery) => useQuery(sellerProductsQuery(query));
