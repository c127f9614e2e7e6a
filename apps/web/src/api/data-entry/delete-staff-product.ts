import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Deleting archives: off the storefront, kept for the orders that have it. */
export const deleteStaffProduct = (productId: string) => api.delete<null>(`dashboard/data-entry/products/${productId}`);

export function useDeleteStaffProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStaffProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: ['data-entry', 'products'] }),
  });
}
