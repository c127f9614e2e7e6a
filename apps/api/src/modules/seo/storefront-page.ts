import { resolveHost } from '@souk/shared/hosts';
import { pickLanguage, type LanguageCode } from '@souk/shared/languages';
import { isCurrency } from '@souk/shared/money';
import { isFramedPage, isRenderedPage } from '@souk/shared/rendered-pages';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { productIdInPath, productPageHead } from '../catalog/product-meta.ts';
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

/** "//x" would read as another host (and "//[" not parse at all): leading slashes are one path. */
export const pagePath = (url: string) => url.replace(/^\/{2,}/, '/');

export interface PageRequest {
  indexHtml: string;
  publicUrl: string;
  /** Path and query, as asked. */
  url: string;
  /** The address the reader used: `https://souk.example`, `http://localhost:3000`. */
  origin: string;
  hostname: string;
  languageCookie: string | undefined;
  currencyCookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The page the server sends for any address of the web app: the shell in the reader's language
 * (its `?lang=`, its cookie, its browser's), with what that page tells crawlers. A public page of the
 * storefront comes rendered (`render`), in the reader's currency too, and a buyer's own page with its
 * frame rendered. A product not on sale and a listing of an unknown category answer a real 404 (the
 * app shows its not-found page).
 */
export async function storefrontPage(
  db: Db,
  storage: ObjectStorage,
  options: PageRequest,
  render?: (request: Parameters<RenderStorefront>[0]) => Promise<Awaited<ReturnType<RenderStorefront>> | undefined>,
) {
  const path = pagePath(options.url);
  const url = new URL(path, options.publicUrl);
  const language = pickLanguage({
    query: url.searchParams.get('lang'),
    cookie: options.languageCookie,
    acceptLanguage: options.acceptLanguage,
  });
  const productId = productIdInPath(path);
  const pageHead = productId
    ? await productPageHead(db, storage, productId, { publicUrl: options.publicUrl, language })
    : url.pathname === '/'
      ? homePageHead(options.publicUrl, language)
      : undefined;
  // Any /products/<x> without a product on sale is missing, an id that is not even a UUID too.
  const productPage = /^\/products\/[^/]+\/?$/i.test(url.pathname);
  const missing = (productPage && pageHead === undefined) || (await isUnknownListing(db, path));
  const head = pageHead ?? { meta: [['name', 'description', siteDescription(language)]] };
  const [template, fonts] = await Promise.all([readShell(options.indexHtml), bodyFonts(options.indexHtml)]);
  const shell = renderShell(template, {
    url: path,
    publicUrl: options.publicUrl,
    language,
    head,
    bodyFont: fonts[language],
  });
  const status = missing ? 404 : 200;
  if (
    !render ||
    resolveHost(options.hostname, url.search) !== 'main' ||
    !(isRenderedPage(url.pathname) || isFramedPage(url.pathname))
  )
    return { status, html: shell };
  const currency = isCurrency(options.currencyCookie) ? options.currencyCookie : 'USD';
  const rendered = await render({ url: path, origin: options.origin, hostname: options.hostname, language, currency });
  return { status, html: rendered ? withRenderedApp(shell, { ...rendered, currency }) : shell };
}
