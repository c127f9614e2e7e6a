import { productsQuery } from '../../../api/catalog/get-products.ts';
import { shelfQuery } from '../../../api/home/get-shelf.ts';
import type { PageData } from '../../../app/route-data.ts';
import { parseListing, toFilters } from './listing-params.ts';

/** The page of results its address asks for (the address is the state), and the three shelves below them. */
export const pageData: PageData = ({ request }) => [
  productsQuery(toFilters(parseListing(new URL(request.url).searchParams))),
  shelfQuery('trending'),
  shelfQuery('moreToLove'),
  shelfQuery('relatedItems', 18),
];
