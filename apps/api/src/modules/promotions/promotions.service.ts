import { and, asc, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { recordAudit } from '../audit/audit.service.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { refreshListingColumns } from '../catalog/product-writes.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { placements, promotionalRequests } from './promotions.tables.ts';
import { purgeStorefront, thenPurge } from '../ssr/storefront-purge.ts';

export const PROMOTION_KINDS = ['discount', 'todays_deal', 'featured'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
const LIST_OF: Record<Exclude<PromotionKind, 'discount'>, string> = {
  todays_deal: 'todays_deals',
  featured: 'featured',
};

type Row = typeof promotionalRequests.$inferSelect;
const day = (date: Date) => date.toISOString().slice(0, 10);
const view = (row: Row, productName?: string | null, businessName?: string | null) => ({
  _id: row.id,
  productId: row.productId,
  productName: productName ?? null,
  businessName: businessName ?? null,
  kind: row.kind,
  discountPercent: row.discountPercent,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  note: row.note,
  status: row.status,
  /** Offered by the sales team (issue 16), not asked for by the seller. */
  offered: row.requestedBy !== null && row.requestedBy !== row.sellerId,
  running: row.appliedAt !== null && row.endedAt === null,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
});

export async function requestPromotion(
  db: Db,
  sellerId: string,
  input: {
    productId: string;
    kind: PromotionKind;
    discountPercent?: number;
    startsAt: Date;
    endsAt: Date;
    note?: string;
  },
) {
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.sellerId, sellerId), eq(products.status, 'published')));
  if (!product) throw new HttpError(404, MESSAGES.productNotFound);
  const [row] = await db
    .insert(promotionalRequests)
    .values({
      sellerId,
      requestedBy: sellerId,
      productId: product.id,
      kind: input.kind,
      discountPercent: input.kind === 'discount' ? input.discountPercent! : null,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      note: input.note ?? '',
    })
    .returning();
  return view(row!, product.name);
}

export async function sellerPromotions(db: Db, sellerId: string) {
  const rows = await db
    .select({ request: promotionalRequests, name: products.name })
    .from(promotionalRequests)
    .innerJoin(products, eq(products.id, promotionalRequests.productId))
    .where(eq(promotionalRequests.sellerId, sellerId))
    .orderBy(desc(promotionalRequests.createdAt))
    .limit(100);
  return rows.map((row) => view(row.request, row.name));
}

export async function allPromotions(db: Db, status: string | undefined) {
  const rows = await db
    .select({ request: promotionalRequests, name: products.name, businessName: sellerProfiles.businessName })
    .from(promotionalRequests)
    .innerJoin(products, eq(products.id, promotionalRequests.productId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, promotionalRequests.sellerId))
    .where(status ? eq(promotionalRequests.status, status) : undefined)
    .orderBy(asc(promotionalRequests.startsAt))
    .limit(200);
  return rows.map((row) => view(row.request, row.name, row.businessName));
}

/** A price less a discount's percentage, to the cent; never free. */
export const discountedPrice = (priceCents: number, percent: number) =>
  Math.max(1, Math.round((priceCents * (100 - percent)) / 100));

/** A discount's prices: each variant at its price less the percentage, its old price shown struck through. */
async function startDiscount(db: Db, request: Row) {
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, request.productId));
  const saved = Object.fromEntries(
    variants.map((variant) => [
      variant.id,
      { priceCents: variant.priceCents, originalPriceCents: variant.originalPriceCents },
    ]),
  );
  for (const variant of variants) {
    const discounted = discountedPrice(variant.priceCents, request.discountPercent!);
    await db
      .update(productVariants)
      .set({
        priceCents: discounted,
        originalPriceCents: Math.max(variant.originalPriceCents ?? 0, variant.priceCents),
      })
      .where(eq(productVariants.id, variant.id));
  }
  await db
    .update(promotionalRequests)
    .set({ savedPrices: saved, appliedAt: new Date() })
    .where(eq(promotionalRequests.id, request.id));
  await refreshListingColumns(db, request.productId);
}

async function endDiscount(db: Db, request: Row) {
  for (const [variantId, prices] of Object.entries(request.savedPrices ?? {})) {
    await db.update(productVariants).set(prices).where(eq(productVariants.id, variantId));
  }
  await db.update(promotionalRequests).set({ endedAt: new Date() }).where(eq(promotionalRequests.id, request.id));
  await refreshListingColumns(db, request.productId);
}

/** Two discounts of one product may not run on the same day. */
async function refuseOverlap(db: Db, request: Row) {
  if (request.kind !== 'discount') return;
  const [overlap] = await db
    .select({ id: promotionalRequests.id })
    .from(promotionalRequests)
    .where(
      and(
        eq(promotionalRequests.productId, request.productId),
        eq(promotionalRequests.kind, 'discount'),
        eq(promotionalRequests.status, 'accepted'),
        ne(promotionalRequests.id, request.id),
        sql`${promotionalRequests.startsAt} < ${request.endsAt.toISOString()}::timestamptz and ${promotionalRequests.endsAt} > ${request.startsAt.toISOString()}::timestamptz`,
      ),
    );
  if (overlap) throw new HttpError(409, MESSAGES.promotionOverlaps);
}

/**
 * Staff accept or decline. An accepted placement is written to the placements store with the
 * request's dates; an accepted discount starts (now, if its start has come) through the sweep.
 * Two discounts of one product may not overlap.
 */
export async function decidePromotion(
  db: Db,
  input: { id: string; staffId: string; decision: 'accept' | 'decline'; note?: string },
  now = new Date(),
) {
  return db
    .transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(promotionalRequests)
        .where(eq(promotionalRequests.id, input.id))
        .for('update');
      if (!request) throw new HttpError(404, MESSAGES.promotionNotFound);
      if (request.status !== 'pending') throw new HttpError(409, MESSAGES.updateRequestDecided);
      const accept = input.decision === 'accept';
      if (accept) await refuseOverlap(tx, request);
      const [decided] = await tx
        .update(promotionalRequests)
        .set({
          status: accept ? 'accepted' : 'declined',
          decidedBy: input.staffId,
          decidedAt: now,
          decisionNote: input.note ?? null,
        })
        .where(eq(promotionalRequests.id, request.id))
        .returning();
      if (accept && request.kind !== 'discount') {
        await tx.insert(placements).values({
          list: LIST_OF[request.kind as Exclude<PromotionKind, 'discount'>],
          productId: request.productId,
          startsAt: request.startsAt,
          endsAt: request.endsAt,
          source: 'promotion',
          promotionalRequestId: request.id,
          createdBy: input.staffId,
        });
      }
      await recordAudit(tx, {
        actorId: input.staffId,
        action: accept ? 'accept' : 'decline',
        entity: 'promotional_request',
        entityId: request.id,
        before: { status: request.status, kind: request.kind, productId: request.productId },
        after: { status: decided!.status, ...(input.note ? { note: input.note } : {}) },
      });
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, request.productId));
      const [seller] = await tx
        .select({ email: users.email, businessEmail: sellerProfiles.businessEmail })
        .from(users)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(eq(users.id, request.sellerId));
      await notifySeller(tx, {
        sellerId: request.sellerId,
        kind: accept ? 'promotion_accepted' : 'promotion_declined',
        params: {
          productName: product?.name ?? '',
          from: day(request.startsAt),
          to: day(request.endsAt),
          ...(input.note ? { reason: input.note } : {}),
        },
        productId: request.productId,
        emailTo: seller?.businessEmail ?? seller?.email ?? null,
      });
      return decided!;
    })
    .then(async (decided) => {
      // An accepted placement puts the product on a home shelf; an accepted discount starts below.
      if (decided.status === 'accepted') await purgeStorefront({ products: [decided.productId] });
      await runDiscounts(db, now);
      return view(decided);
    });
}

/**
 * Starts accepted discounts whose day has come and ends those whose time is up, each in its own
 * transaction with the product's variants locked. The minute sweep calls it; so does accepting.
 */
export async function runDiscounts(db: Db, now = new Date()) {
  const due = await db
    .select({ id: promotionalRequests.id })
    .from(promotionalRequests)
    .where(
      and(
        eq(promotionalRequests.kind, 'discount'),
        eq(promotionalRequests.status, 'accepted'),
        sql`${promotionalRequests.endedAt} is null`,
        or(
          and(sql`${promotionalRequests.appliedAt} is null`, lte(promotionalRequests.startsAt, now)),
          and(sql`${promotionalRequests.appliedAt} is not null`, lte(promotionalRequests.endsAt, now)),
        ),
      ),
    );
  for (const { id } of due) {
    const repriced = db.transaction(async (tx) => {
      const [request] = await tx.select().from(promotionalRequests).where(eq(promotionalRequests.id, id)).for('update');
      if (!request || request.endedAt) return undefined;
      await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, request.productId))
        .for('update');
      if (!request.appliedAt && request.endsAt > now) await startDiscount(tx, request);
      else if (request.appliedAt) await endDiscount(tx, request);
      else await tx.update(promotionalRequests).set({ endedAt: now }).where(eq(promotionalRequests.id, request.id));
      return request.productId;
    });
    // The product's prices changed: its page, the listings and the home show them.
    await thenPurge(repriced, (productId) => (productId ? { products: [productId] } : undefined));
  }
  return due.length;
}

/**
 * Issue 16: the sales team offers a seller a discount on one of its live products. It waits as an
 * `offered` request in the seller's promotions until the seller answers; the seller is told at once.
 */
export async function offerDiscount(
  db: Db,
  staffId: string,
  input: { productId: string; discountPercent: number; startsAt: Date; endsAt: Date; note?: string },
) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        id: products.id,
        name: products.name,
        sellerId: products.sellerId,
        email: users.email,
        businessEmail: sellerProfiles.businessEmail,
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, products.sellerId))
      .where(and(eq(products.id, input.productId), eq(products.status, 'published')));
    if (!product) throw new HttpError(404, MESSAGES.productNotFound);
    const [row] = await tx
      .insert(promotionalRequests)
      .values({
        sellerId: product.sellerId,
        requestedBy: staffId,
        productId: product.id,
        kind: 'discount',
        discountPercent: input.discountPercent,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        note: input.note ?? '',
        status: 'offered',
      })
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'offer',
      entity: 'promotional_request',
      entityId: row!.id,
      after: row,
    });
    await notifySeller(tx, {
      sellerId: product.sellerId,
      kind: 'discount_offered',
      params: {
        productName: product.name,
        percent: input.discountPercent,
        from: day(input.startsAt),
        to: day(input.endsAt),
        ...(input.note ? { message: input.note } : {}),
      },
      productId: product.id,
      emailTo: product.businessEmail ?? product.email,
    });
    return view(row!, product.name);
  });
}

/** The seller answers an offer made to it; an accepted discount runs on its dates, and whoever offered it is told. */
export async function answerOffer(
  db: Db,
  input: { id: string; sellerId: string; decision: 'accept' | 'decline' },
  now = new Date(),
) {
  const answered = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(promotionalRequests)
      .where(and(eq(promotionalRequests.id, input.id), eq(promotionalRequests.sellerId, input.sellerId)))
      .for('update');
    if (!request) throw new HttpError(404, MESSAGES.promotionNotFound);
    if (request.status !== 'offered') throw new HttpError(409, MESSAGES.updateRequestDecided);
    const accept = input.decision === 'accept';
    // An offer whose dates are over would be accepted and never run.
    if (accept && request.endsAt <= now) throw new HttpError(409, MESSAGES.offerEnded);
    if (accept) await refuseOverlap(tx, request);
    const [decided] = await tx
      .update(promotionalRequests)
      .set({ status: accept ? 'accepted' : 'declined', decidedBy: input.sellerId, decidedAt: now })
      .where(eq(promotionalRequests.id, request.id))
      .returning();
    const [about] = await tx
      .select({ productName: products.name, businessName: sellerProfiles.businessName })
      .from(products)
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, products.sellerId))
      .where(eq(products.id, request.productId));
    if (request.requestedBy)
      await notifySeller(tx, {
        sellerId: request.requestedBy,
        kind: accept ? 'discount_offer_accepted' : 'discount_offer_declined',
        params: {
          businessName: about?.businessName ?? '',
          productName: about?.productName ?? '',
          percent: request.discountPercent ?? 0,
          from: day(request.startsAt),
          to: day(request.endsAt),
        },
        productId: request.productId,
      });
    return { row: decided!, productName: about?.productName };
  });
  await runDiscounts(db, now);
  // Read again: an accepted discount whose day has come is running now.
  const [current] = await db.select().from(promotionalRequests).where(eq(promotionalRequests.id, input.id));
  return view(current ?? answered.row, answered.productName);
}
