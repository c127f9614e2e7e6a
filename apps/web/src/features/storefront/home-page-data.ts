import { bannersQuery } from '../../api/home/get-banners.ts';
import { shelfQuery } from '../../api/home/get-shelf.ts';
import { sponsorsQuery } from '../../api/home/get-sponsors.ts';
import type { PageData } from '../../app/route-data.ts';

/** The home's banners, its three shelves and the sponsors strip ("You may also like" is the visitor's own). */
export const pageData: PageData = () => [
  bannersQuery,
  shelfQuery('todayDeals'),
  shelfQuery('featured'),
  shelfQuery('bestSellers'),
  sponsorsQuery,
];
