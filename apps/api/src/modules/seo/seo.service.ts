import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Host } from '@souk/shared/hosts';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { shopsInSitemap } from '../sellers/shop-page.service.ts';

/**
 * What search engines are told (issue 23): a sitemap index over product and category sitemaps built
 * from the database, listing only what is on sale, and a robots.txt that keeps crawlers out of
 * private pages and off the staff hosts.
 */

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** On sale: published by a shop that is not suspended (the storefront's own rule). */
const onSale = and(eq(products.status, 'published'), eq(products.sellerActive, true));

/** Pages a crawler has no business in: they are personal, or they change what is stored. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/wish-list',
  '/order-history',
  '/profile',
  '/otp',
  '/welcome',
  '/forgot-password',
  '/verification-code',
  '/seller-dashboard',
  '/onBoarding',
  '/api/',
];

export function robotsTxt(host: Host, publicUrl: string) {
  // The staff, admin and desk hosts are nobody's search result.
  if (host !== 'main') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
const day = (date: Date) => date.toISOString().slice(0, 10);

const urlSet = (entries: { loc: string; lastmod: Date }[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc><lastmod>${day(entry.lastmod)}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** Crawlers read sitemaps rarely and in bursts: an answer is shared for five minutes. */
const answers = new TtlCache<string | null>(5 * 60_000, 200, 'sitemaps');

export function sitemapIndex(db: Db, publicUrl: string) {
  return answers.get(`index:${publicUrl}`, async () => {
    const [row] = await db
      .select({ total: count(), lastmod: sql<Date | null>`max(${products.updatedAt})` })
      .from(products)
      .where(onSale);
    const pages = Math.max(1, Math.ceil((row?.total ?? 0) / SITEMAP_PAGE_SIZE));
    const lastmod = row?.lastmod ? new Date(row.lastmod) : new Date();
    const sitemaps = [
      '/sitemaps/categories.xml',
      '/sitemaps/shops.xml',
      ...Array.from({ length: pages }, (_, index) => `/sitemaps/products-${index + 1}.xml`),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...sitemaps.map(
        (path) =>
          `<sitemap><loc>${escapeXml(new URL(path, publicUrl).toString())}</loc><lastmod>${day(lastmod)}</lastmod></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
  });
}

/** One page of product addresses, in id order: a page starts after the id that ends the one before. Null past the last page. */
export function productSitemap(db: Db, publicUrl: string, page: number) {
  return answers.get(`products:${publicUrl}:${page}`, async () => {
    const [start] =
      page === 1
        ? [{ id: null }]
        : await db
            .select({ id: products.id })
            .from(products)
            .where(onSale)
            .orderBy(asc(products.id))
            .offset((page - 1) * SITEMAP_PAGE_SIZE - 1)
            .limit(1);
    if (!start) return null;
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(and(onSale, start.id ? gt(products.id, start.id) : undefined))
      .orderBy(asc(products.id))
      .limit(SITEMAP_PAGE_SIZE);
    if (rows.length === 0 && page > 1) return null;
    return urlSet(
      rows.map((row) => ({ loc: new URL(`/products/${row.id}`, publicUrl).toString(), lastmod: row.updatedAt })),
    );
  });
}

/** The listing of every active category and sub-category, and the home page. */
export function categorySitemap(db: Db, publicUrl: string) {
  return answers.get(`categories:${publicUrl}`, async () => {
    const rows = await db
      .select({ id: categories.id, parentId: categories.parentId, createdAt: categories.createdAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    const listing = (row: (typeof rows)[number]) =>
      `/all-products?${row.parentId ? 'subCategory' : 'category'}=${row.id}`;
    return urlSet([
      { loc: new URL('/', publicUrl).toString(), lastmod: new Date() },
      { loc: new URL('/all-products', publicUrl).toString(), lastmod: new Date() },
      ...rows.map((row) => ({ loc: new URL(listing(row), publicUrl).toString(), lastmod: row.createdAt })),
    ]);
  });
}

/** Every active shop's page (issue 40); a suspended, pending or closed shop is not there. */
export function shopSitemap(db: Db, publicUrl: string) {
  return answers.get(`shops:${publicUrl}`, async () =>
    urlSet(
      (await shopsInSitemap(db)).map((shop) => ({
        loc: new URL(`/shops/${shop.slug}`, publicUrl).toString(),
        lastmod: shop.updatedAt,
      })),
    ),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing address (`/all-products?category=...`) naming a category or sub-category that is not shown: a real 404. */
export async function isUnknownListing(db: Db, url: string) {
  const address = new URL(url, 'http://souk.invalid');
  if (address.pathname.replace(/\/$/, '') !== '/all-products') return false;
  const named = ['category', 'subCategory']
    .map((key) => address.searchParams.get(key))
    .filter((id): id is string => Boolean(id));
  for (const id of named) {
    if (!UUID.test(id)) return true;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id.toLowerCase()), eq(categories.isActive, true)));
    if (!row) return true;
  }
  return false;
}
