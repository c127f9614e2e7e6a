import type { LanguageCode } from '@souk/shared/languages';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import type { PageHead } from '../seo/page-shell.ts';
import { productDetail } from './catalog.service.ts';

/** The web app's product route (apps/web/src/app/router.tsx): `/products/<uuid>`. */
const PRODUCT_PATH = /^\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(?:\?|$)/i;
const DESCRIPTION_LENGTH = 200;

export const productIdInPath = (url: string) => PRODUCT_PATH.exec(url)?.[1]?.toLowerCase();

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
};

/**
 * What a product page tells crawlers and link previews that run no JavaScript, in the page's
 * language: its title and description, Open Graph tags, and JSON-LD (the Product with its Offer in
 * USD, its rating once reviewed, and its breadcrumb). Undefined for a product not on sale.
 */
export async function productPageHead(
  db: Db,
  storage: ObjectStorage,
  id: string,
  options: { publicUrl: string; language: LanguageCode },
): Promise<PageHead | undefined> {
  const product = await productDetail(db, storage, id);
  if (!product) return undefined;
  const absolute = (href: string) => new URL(href, options.publicUrl).toString();
  const arabic = options.language === 'ar';
  const name = arabic ? product.translations.ar.name : product.name;
  const title = `${name} | ${arabic ? 'سوق' : 'Souk'}`;
  const description = shorten(arabic ? product.translations.ar.description : product.description);
  const url = absolute(`/products/${product._id}`);
  const images = product.images.map((image) => absolute(image.large));
  const inStock = product.stockStatus.message !== 'Out of Stock';
  const categoryName = (category: { name: string; nameAr: string }) =>
    arabic ? category.nameAr || category.name : category.name;
  return {
    title,
    meta: [
      ['name', 'description', description],
      ['property', 'og:type', 'product'],
      ['property', 'og:site_name', 'Souk'],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ...(images[0] ? [['property', 'og:image', images[0]] as [string, string, string]] : []),
      ['property', 'product:price:amount', product.price.toFixed(2)],
      ['property', 'product:price:currency', 'USD'],
      ['name', 'twitter:card', 'summary_large_image'],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description,
        url,
        image: images,
        ...(product.defaultVariant ? { sku: product.defaultVariant.sku } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
        offers: {
          '@type': 'Offer',
          url,
          price: product.price.toFixed(2),
          priceCurrency: 'USD',
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          ...(product.seller.businessName
            ? { seller: { '@type': 'Organization', name: product.seller.businessName } }
            : {}),
        },
        ...(product.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.averageRating,
                reviewCount: product.reviewCount,
              },
            }
          : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: arabic ? 'الرئيسية' : 'Home', item: absolute('/') },
          { name: categoryName(product.category), item: absolute(`/all-products?category=${product.category._id}`) },
          {
            name: categoryName(product.subCategory),
            item: absolute(`/all-products?subCategory=${product.subCategory._id}`),
          },
          { name, item: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
    ],
  };
}
