import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopRatingInput } from '@souk/shared/schemas/shop-ratings';
import { api } from '../../lib/api-client.ts';
import { MY_SHOP_RATINGS_KEY, type MyShopRating } from './get-my-shop-ratings.ts';

/** The buyer rates the shop for a delivered part of its order (issue 40). */
export const rateShop = (orderId: string, partId: string, body: ShopRatingInput) =>
  api.post<{ rating: MyShopRating }>(
    `orders/${encodeURIComponent(orderId)}/parts/${encodeURIComponent(partId)}/rating`,
    body,
  );

/** After a rating (or a refusal saying it was rated already), the buyer's ratings are read again. */
export function useRateShop(orderId: string, partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopRatingInput) => rateShop(orderId, partId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SHOP_RATINGS_KEY }),
  });
}
