import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminProduct } from './get-seller-products.ts';

/** Spec 2 section 7: POST seller/products, or PUT seller/products/self-managed/{productId}, as multipart. */
export const saveSellerProduct = ({ productId, form }: { productId?: string; form: FormData }) =>
  productId
    ? api.put<{ product: AdminProduct }>(`seller/products/self-managed/${productId}`, form)
    : api.post<{ product: AdminProduct }>('seller/products', form);

export function useSaveSellerProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSellerProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: ['seller', 'products'] }),
  });
}
