import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../lib/api-client.ts';

/** The buyer's rating of a shop for one part of an order (issue 40). */
export interface MyShopRating {
  _id: string;
  partId: string;
  stars: number;
  comment: string;
  /** Staff hid it: the shop's page leaves it out (the buyer was told why). */
  hidden: boolean;
  createdAt: string;
}

export const MY_SHOP_RATINGS_KEY = ['orders', 'shop-ratings'] as const;

export const myShopRatingsQuery = () =>
  queryOptions({
    queryKey: MY_SHOP_RATINGS_KEY,
    queryFn: async () => (await getData<{ ratings: MyShopRating[] }>('orders/shop-ratings')).ratings,
  });

export const useMyShopRatings = (enabled: boolean) => useQuery({ ...myShopRatingsQuery(), enabled });
