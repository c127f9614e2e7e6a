import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminProduct } from '../seller-products/get-seller-products.ts';

export interface ProposedEdit {
  name: string;
  description: string;
  newImages: number;
  variants: {
    _id: string | null;
    sku: string | null;
    size: string | null;
    price: number;
    originalPrice: number | null;
    quantity: number;
    isActive: boolean;
  }[];
}

export interface ReviewItem {
  kind: 'new' | 'edit';
  revisionId: string | null;
  submittedAt: string;
  product: AdminProduct;
  proposed: ProposedEdit | null;
}

export const reviewQueueQuery = (page: number) =>
  queryOptions({
    queryKey: ['review', 'products', page],
    queryFn: async () => {
      const result = await api.get<{
        items: ReviewItem[];
        pagination: { page: number; totalPages: number; total: number };
      }>(`dashboard/review/products?page=${page}&limit=10`);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

export const useReviewQueue = (page: number) => useQuery(reviewQueueQuery(page));
