import { asc, eq } from 'drizzle-orm';
import type { ProductListQuery } from '@souk/shared/schemas/catalog';
import type { Db } from '../../db/client.ts';
import { imageFile } from '../../integrations/images/process-image.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { listProducts } from '../catalog/catalog.service.ts';
import { shopRatingSummary } from '../shop-ratings/shop-ratings.service.ts';
import { sellerProfiles, shopSlugsRetired } from './sellers.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a slug is made of (migration 0041, `shop_slug`): anything else is no shop's, and costs no read. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type ShopRow = typeof sellerProfiles.$inferSelect;

/**
 * What an address `/shops/<x>` names (issue 40): the shop, or its current address (an id, or a slug
 * it had before its name changed: a 301 there), or nothing a visitor may see. A shop that is pending
 * or suspended is not there (404); a closed one is gone for good (410).
 */
export type ShopLookup =
  { kind: 'shop'; shop: ShopRow } | { kind: 'moved'; slug: string } | { kind: 'missing' } | { kind: 'gone' };

const shown = (shop: ShopRow | undefined): ShopLookup =>
  !shop || shop.status === 'pending' || shop.status === 'suspended'
    ? { kind: 'missing' }
    : shop.status === 'closed'
      ? { kind: 'gone' }
      : { kind: 'shop', shop };

export async function findShop(db: Db, asked: string): Promise<ShopLookup> {
  const key = asked.toLowerCase();
  if (UUID.test(key)) {
    const [shop] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, key));
    const found = shown(shop);
    return found.kind === 'shop' ? { kind: 'moved', slug: found.shop.slug } : found;
  }
  if (!SLUG.test(key) || key.length > 80) return { kind: 'missing' };
  const [shop] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.slug, key));
  if (shop) return shown(shop);
  const [retired] = await db
    .select({ shop: sellerProfiles })
    .from(shopSlugsRetired)
    .innerJoin(sellerProfiles, eq(sellerProfiles.userId, shopSlugsRetired.sellerId))
    .where(eq(shopSlugsRetired.slug, key));
  const found = shown(retired?.shop);
  return found.kind === 'shop' ? { kind: 'moved', slug: found.shop.slug } : found;
}

/**
 * The shop's rating from the seller ratings' kept rollup (one indexed read, decision 0021): the
 * average and count of the ratings shown, and the share of positive ones over the last 90 days.
 * Until its first rating a shop has no average, and the page and its JSON-LD say nothing of a rating.
 */
const shopRating = (db: Db, sellerId: string) => shopRatingSummary(db, sellerId);

/**
 * The shop's own photos (issue 40), stored by the media pipeline in every width: the logo at 256
 * pixels (drawn at most 104 wide), the banner at 1200 (the page's width). Null where the shop has
 * none: the page draws its initials on the site's colours.
 */
export function shopPhotos(storage: ObjectStorage, shop: Pick<ShopRow, 'logoKey' | 'bannerKey'>) {
  return {
    logo: shop.logoKey ? storage.url(imageFile(shop.logoKey, 256)) : null,
    banner: shop.bannerKey ? storage.url(imageFile(shop.bannerKey, 1200)) : null,
  };
}

/** The shop page's header: who the shop is, where, since when, how it is rated and how much it delivered. */
export async function shopHeader(db: Db, storage: ObjectStorage, shop: ShopRow) {
  const rating = await shopRating(db, shop.userId);
  return {
    _id: shop.userId,
    slug: shop.slug,
    name: shop.businessName,
    description: shop.businessDescription,
    descriptionAr: shop.businessDescriptionAr,
    ...shopPhotos(storage, shop),
    /** "Governorate - City", as onboarding stores it (packages/shared/src/locations.ts). */
    location: shop.businessLocation,
    since: shop.approvedAt?.toISOString() ?? null,
    rating,
    // Kept by PostgreSQL as parts are delivered (migration 0045): one row read, however many.
    deliveredOrders: shop.deliveredParts,
  };
}

export type ShopHeader = Awaited<ReturnType<typeof shopHeader>>;

/** The shop page's data: its header and a page of its products, through the listing's own query (same filters, sort, pages). */
export async function shopPage(db: Db, storage: ObjectStorage, shop: ShopRow, query: ProductListQuery) {
  const [header, listing] = await Promise.all([
    shopHeader(db, storage, shop),
    listProducts(db, storage, { ...query, seller: shop.userId }),
  ]);
  return {
    shop: header,
    ...listing,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(listing.total / query.limit),
  };
}

/** The shops the sitemap lists: active ones, by address. */
export function shopsInSitemap(db: Db) {
  return db
    .select({ slug: sellerProfiles.slug, updatedAt: sellerProfiles.updatedAt })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.status, 'active'))
    .orderBy(asc(sellerProfiles.slug));
}
