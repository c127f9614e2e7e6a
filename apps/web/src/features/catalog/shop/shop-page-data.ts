import { shopQuery } from '../../../api/shops/get-shop.ts';
import type { PageData } from '../../../app/route-data.ts';
import { parseListing, toFilters } from '../listing/listing-params.ts';

/** The shop and the page of its products its address asks for (the address is the state, as on the listing). */
export const pageData: PageData = ({ params, request }) => [
  shopQuery((params.slug ?? '').toLowerCase(), toFilters(parseListing(new URL(request.url).searchParams))),
];
