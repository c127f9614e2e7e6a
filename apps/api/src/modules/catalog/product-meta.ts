import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { productDetail } from './catalog.service.ts';

/** The web app's product route (apps/web/src/app/router.tsx): `/products/<uuid>`. */
const PRODUCT_PATH = /^\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(?:\?|$)/i;
const DESCRIPTION_LENGTH = 200;

export const isProductPath = (url: string) => PRODUCT_PATH.test(url);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value goes into an attribute or the title: seller-written text must never become markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
};

/**
 * The app shell for a product page with the product's title, description and Open Graph tags in
 * it, for crawlers and link previews that run no JavaScript. Undefined for other paths and for
 * products that are not on sale (the web app then shows its own not-found page).
 */
export async function productPageHtml(
  db: Db,
  storage: ObjectStorage,
  options: { indexHtml: string; publicUrl: string; url: string },
): Promise<string | undefined> {
  const id = PRODUCT_PATH.exec(options.url)?.[1];
  if (!id) return undefined;
  const product = await productDetail(db, storage, id.toLowerCase());
  if (!product) return undefined;
  const absolute = (href: string) => new URL(href, options.publicUrl).toString();
  const title = `${product.name} | Souk`;
  const description = shorten(product.description);
  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', 'Souk'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', absolute(`/products/${product._id}`)],
    ...(product.images[0] ? [['property', 'og:image', absolute(product.images[0].large)] as [string, string, string]] : []),
    ['property', 'product:price:amount', product.price.toFixed(2)],
    ['property', 'product:price:currency', 'USD'],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  const tags = meta.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  const shell = await readFile(options.indexHtml, 'utf8');
  // A function replacement, so "$&" or "$1" in a product name stays literal text.
  return shell.replace(/<title>[^<]*<\/title>/, () => [`<title>${escapeHtml(title)}</title>`, ...tags].join('\n    '));
}
