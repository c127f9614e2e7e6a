import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { AdminProduct } from '../seller-products/get-seller-products.ts';

/** Spec 3 section 7: the multi-variant create, or the edit by product id, as multipart. */
export const saveStaffProduct = ({ productId, form }: { productId?: string; form: FormData }) =>
  productId
    ? api.put<{ product: AdminProduct }>(`dashboard/data-entry/products/${productId}`, form)
    : api.post<{ product: AdminProduct }>('dashboard/data-entry/products', form);

export function useSaveStaffProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStaffProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: ['data-entry', 'products'] }),
  });
}
