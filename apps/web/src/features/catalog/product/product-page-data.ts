import { productQuery } from '../../../api/catalog/get-product.ts';
import { moreFromShopQuery } from '../../../api/catalog/get-more-from-shop.ts';
import { relatedProductsQuery } from '../../../api/catalog/get-related-products.ts';
import { questionsQuery } from '../../../api/questions/get-questions.ts';
import { reviewsQuery } from '../../../api/reviews/get-reviews.ts';
import type { PageData } from '../../../app/route-data.ts';

/**
 * The product as its address names it, and its related products, "More from this shop" (issue 40)
 * and reviews in their first order, asked for at once (a missing product's others answer 404, which
 * nothing shows). Those are keyed by the product's own id, a lower-case UUID.
 */
export const pageData: PageData = ({ params }) => {
  const id = params.id ?? '';
  return [
    productQuery(id),
    relatedProductsQuery(id.toLowerCase()),
    moreFromShopQuery(id.toLowerCase()),
    reviewsQuery(id.toLowerCase(), 'none'),
    // Answered questions only (issue 40): the asker's waiting ones are asked for after hydration.
    questionsQuery(id.toLowerCase()),
  ];
};
