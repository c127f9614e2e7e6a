import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Deleting archives: off the storefront, kept for the orders that have it. */
export const deleteSellerProduct = (productId: string) => api.delete<null>(`seller/products/${productId}`);

export function useDeleteSellerProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSellerProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: ['seller', 'products'] }),
  });
}
