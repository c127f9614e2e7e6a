import type { LanguageCode } from '@souk/shared/languages';
import type { Currency } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { productIdInPath, productPageHead } from '../catalog/product-meta.ts';
import { findShop } from '../sellers/shop-page.service.ts';
import { shopPageHead, shopSlugInPath } from '../sellers/shop-meta.ts';
import { canonicalSearch, type PageAddress } from '../ssr/page-address.ts';
import type { RenderStorefront } from '../ssr/storefront-renderer.ts';
import { bodyFonts, readShell, renderShell, withRenderedApp, type PageHead } from './page-shell.ts';
import { isUnknownListing } from './seo.service.ts';

/** What Souk is, in a line: the description of every page that has none of its own. */
const siteDescription = (language: LanguageCode) =>
  language === 'ar'
    ? 'سوق: متجر لبناني متعدد البائعين. تسوّق بالدولار أو بالليرة، وادفع عند التسليم أو بالبطاقة أو عبر Whish Money وOMT.'
    : 'Souk, the Lebanese marketplace of many sellers: shop in USD or LBP, pay on delivery, by card, Whish Money or OMT.';

/** Home tells search engines who we are and how to search the shop. */
function homePageHead(publicUrl: string, language: LanguageCode): PageHead {
  const site = new URL('/', publicUrl).toString();
  const arabic = language === 'ar';
  const description = siteDescription(language);
  return {
    title: arabic ? 'سوق | تسوّق من بائعين في كل لبنان' : 'Souk | Shop from sellers all over Lebanon',
    meta: [
      ['name', 'description', description],
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'Souk'],
      ['property', 'og:url', site],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Souk',
        url: site,
        logo: new URL('/favicon.svg', publicUrl).toString(),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Souk',
        url: site,
        inLanguage: ['en', 'ar'],
        potentialAction: {
          '@type': 'SearchAction',
          target: `${new URL('/all-products', publicUrl).toString()}?query={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

export interface PageRequest {
  indexHtml: string;
  publicUrl: string;
  /** The page's address, read and normalised (ssr/page-address.ts): a site path and the parameters it reads. */
  address: PageAddress;
  /** The address the reader used: `https://souk.example`, `http://localhost:3000`. */
  origin: string;
  hostname: string;
  language: LanguageCode;
  currency: Currency;
}

/** The shell with what a page tells crawlers; its canonical and alternates from `publicUrl` and the page's path. */
async function shellOf(options: PageRequest, head: PageHead) {
  const [template, fonts] = await Promise.all([readShell(options.indexHtml), bodyFonts(options.indexHtml)]);
  const { path, search } = options.address;
  return renderShell(template, {
    url: `${path}${canonicalSearch(search)}`,
    publicUrl: options.publicUrl,
    language: options.language,
    head,
    bodyFont: fonts[options.language],
  });
}

/**
 * A page the browser renders whole: any address of the web app the server does not render (the
 * seller and staff areas, the other hosts, paths the app does not know). Reads nothing: the shell in
 * the reader's language with the site's description.
 */
export function shellPage(options: PageRequest) {
  return shellOf(options, { meta: [['name', 'description', siteDescription(options.language)]] });
}

/**
 * The answer to an address that is no page: not a path on this site (`//x`, `/\x`, an absolute
 * request target), or a product or category that is not there. A 404 with the app, which shows its
 * not-found page. No canonical or alternates: nothing of the address asked is written into the page,
 * and there is no page of ours to point to.
 */
export async function notSitePage(options: Pick<PageRequest, 'indexHtml' | 'language'>) {
  const [template, fonts] = await Promise.all([readShell(options.indexHtml), bodyFonts(options.indexHtml)]);
  return renderShell(template, {
    language: options.language,
    head: { meta: [['name', 'robots', 'noindex']] },
    bodyFont: fonts[options.language],
  });
}

/**
 * A page the server renders (seo/page-shell.ts's shell around the storefront's HTML), in the reader's
 * language and currency, with what that page tells crawlers; a buyer's own page with its frame
 * rendered. A product not on sale and a listing of an unknown category answer a real 404, not
 * rendered (`notSitePage`: the app shows its not-found page). Without a renderer (the API's own
 * tests, a build without its server entry) the shell alone, which the browser renders.
 */
export async function storefrontPage(
  db: Db,
  storage: ObjectStorage,
  options: PageRequest,
  render?: (request: Parameters<RenderStorefront>[0]) => Promise<Awaited<ReturnType<RenderStorefront>> | undefined>,
) {
  const { path, search } = options.address;
  const { language, currency } = options;
  const productId = productIdInPath(path);
  // A shop's page (issue 40): by its id or a former slug, a redirect to its address now (no render);
  // a pending or suspended shop is no page (404), a closed one is gone (410).
  const shopSlug = shopSlugInPath(path);
  const shop = shopSlug ? await findShop(db, shopSlug) : undefined;
  if (shop?.kind === 'moved') return { status: 301, html: '', location: `/shops/${shop.slug}${search}` };
  if (shop?.kind === 'gone') return { status: 410, html: await notSitePage(options) };
  const pageHead = productId
    ? await productPageHead(db, storage, productId, { publicUrl: options.publicUrl, language })
    : shop?.kind === 'shop'
      ? await shopPageHead(db, storage, shop.shop, { publicUrl: options.publicUrl, language })
      : path === '/'
        ? homePageHead(options.publicUrl, language)
        : undefined;
  // Any /products/<x> without a product on sale is missing, an id that is not even a UUID too.
  const missing =
    options.address.missing ||
    (/^\/products\/[^/]+$/.test(path) && pageHead === undefined) ||
    shop?.kind === 'missing' ||
    (await isUnknownListing(db, path + search));
  // Not rendered: an id nobody sells costs a read, not a render (random ids are still bounded by the
  // render limit, which this runs under). The browser renders the not-found page whole.
  if (missing) return { status: 404, html: await notSitePage(options) };
  const shell = await shellOf(options, pageHead ?? { meta: [['name', 'description', siteDescription(language)]] });
  if (!render) return { status: 200, html: shell };
  // Rendered from the normalised address: every address sharing the page's key gets the same HTML.
  const rendered = await render({
    url: path + search,
    origin: options.origin,
    hostname: options.hostname,
    language,
    currency,
  });
  return { status: 200, html: rendered ? withRenderedApp(shell, { ...rendered, currency }) : shell };
}
