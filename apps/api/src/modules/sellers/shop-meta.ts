import type { LanguageCode } from '@souk/shared/languages';
import { locationName } from '@souk/shared/locations';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import type { PageHead } from '../seo/page-shell.ts';
import { shopHeader } from './shop-page.service.ts';
import type { sellerProfiles } from './sellers.tables.ts';

/** The web app's shop route (apps/web/src/app/router.tsx): `/shops/<slug>`, or an id that redirects to it. */
const SHOP_PATH = /^\/shops\/([^/?]+)\/?(?:\?|$)/;
const DESCRIPTION_LENGTH = 200;

export const shopSlugInPath = (url: string) => SHOP_PATH.exec(url)?.[1];

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
};

/**
 * What a shop's page tells crawlers and link previews (issue 40), in the page's language: its title
 * and description, Open Graph tags, and JSON-LD: a `Store` with its address and, once it has ratings,
 * its `aggregateRating` (never a rating it does not have), and its breadcrumb.
 */
export async function shopPageHead(
  db: Db,
  storage: ObjectStorage,
  shop: typeof sellerProfiles.$inferSelect,
  options: { publicUrl: string; language: LanguageCode },
): Promise<PageHead> {
  const header = await shopHeader(db, storage, shop);
  const arabic = options.language === 'ar';
  const absolute = (href: string) => new URL(href, options.publicUrl).toString();
  const url = absolute(`/shops/${header.slug}`);
  const title = `${header.name} | ${arabic ? 'سوق' : 'Souk'}`;
  const about = (arabic && header.descriptionAr) || header.description;
  const fallback = arabic ? `تسوّق منتجات ${header.name} على سوق.` : `Shop ${header.name}'s products on Souk.`;
  const description = shorten(about) || fallback;
  // 'Governorate - City', in the page's language where the city is a known one.
  const [region, locality] = header.location ? locationName(header.location, options.language).split(' - ') : [];
  return {
    title,
    meta: [
      ['name', 'description', description],
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'Souk'],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ...(header.banner ? [['property', 'og:image', absolute(header.banner)] as [string, string, string]] : []),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: header.name,
        url,
        description,
        ...(header.logo ? { logo: absolute(header.logo) } : {}),
        ...(header.location
          ? {
              address: {
                '@type': 'PostalAddress',
                ...(locality ? { addressLocality: locality } : {}),
                ...(region ? { addressRegion: region } : {}),
                addressCountry: 'LB',
              },
            }
          : {}),
        ...(header.since ? { foundingDate: header.since.slice(0, 10) } : {}),
        ...(header.rating.count > 0 && header.rating.average !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: header.rating.average,
                ratingCount: header.rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: arabic ? 'الرئيسية' : 'Home', item: absolute('/') },
          { name: header.name, item: url },
        ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
    ],
  };
}
