import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { users } from '../auth/auth.tables.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { productRevisions, products } from './catalog.tables.ts';
import { loadAdminProducts } from './product-admin-view.ts';
import { applyDraft, type ProductDraft } from './product-writes.ts';

/** Pending work is short (a few dozen items): both kinds are read and merged, oldest first. */
const REVIEW_WINDOW = 500;

/**
 * What waits for review: sellers' new products, and edits of published ones. An edit shows the
 * live product and, as `proposed`, the edit's fields over it.
 */
export async function reviewQueue(db: Db, storage: ObjectStorage, page: number, limit: number) {
  const [fresh, edits] = await Promise.all([
    db.select({ id: products.id, at: products.updatedAt }).from(products).where(eq(products.status, 'pending_review')).orderBy(asc(products.updatedAt)).limit(REVIEW_WINDOW),
    db
      .select({ id: productRevisions.id, productId: productRevisions.productId, payload: productRevisions.payload, at: productRevisions.createdAt })
      .from(productRevisions)
      .innerJoin(products, eq(products.id, productRevisions.productId))
      .where(and(eq(productRevisions.status, 'pending'), eq(products.status, 'published')))
      .orderBy(asc(productRevisions.createdAt))
      .limit(REVIEW_WINDOW),
  ]);
  const queue = [
    ...fresh.map((row) => ({ kind: 'new' as const, productId: row.id, revisionId: null, at: row.at, payload: null })),
    ...edits.map((row) => ({ kind: 'edit' as const, productId: row.productId, revisionId: row.id, at: row.at, payload: row.payload as unknown as ProductDraft })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const slice = queue.slice((page - 1) * limit, page * limit);
  const views = new Map((await loadAdminProducts(db, storage, [...new Set(slice.map((item) => item.productId))])).map((view) => [view._id, view]));
  const total = queue.length;
  return {
    items: slice.map((item) => ({
      kind: item.kind,
      revisionId: item.revisionId,
      submittedAt: item.at.toISOString(),
      product: views.get(item.productId)!,
      proposed: item.payload ? proposedView(item.payload) : null,
    })),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** An edit's own words and prices, for the reviewer to compare with the live product. */
function proposedView(draft: ProductDraft) {
  return {
    name: draft.name,
    description: draft.description,
    manufacturingSource: draft.manufacturingSource,
    gender: draft.gender,
    categoryId: draft.categoryId,
    subCategoryId: draft.subCategoryId,
    brandId: draft.brandId,
    newImages: draft.imageKeys?.length ?? 0,
    variants: draft.variants.map((variant) => ({
      _id: variant.id ?? null,
      colorId: variant.colorId,
      size: variant.size,
      sku: variant.sku,
      price: variant.priceCents / 100,
      originalPrice: variant.originalPriceCents === null ? null : variant.originalPriceCents / 100,
      quantity: variant.quantity,
      isActive: variant.isActive,
    })),
  };
}

/**
 * A reviewer's decision on a new product or on an edit (`revisionId`), in one transaction with the
 * seller's notice and e-mail: 'Item Approved And Published' or 'Item Rejected' with the reason.
 */
export async function decideReview(db: Db, input: { productId: string; revisionId?: string; reviewerId: string; approve: boolean; reason?: string }) {
  await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update');
    if (!product) throw new HttpError(404, MESSAGES.productNotFound);
    let name = product.name;
    if (input.revisionId) {
      const [revision] = await tx
        .select()
        .from(productRevisions)
        .where(and(eq(productRevisions.id, input.revisionId), eq(productRevisions.productId, product.id)))
        .for('update');
      if (!revision || revision.status !== 'pending' || product.status !== 'published') throw new HttpError(409, MESSAGES.reviewNotPending);
      const draft = revision.payload as unknown as ProductDraft;
      if (input.approve) {
        await applyDraft(tx, product.id, draft);
        name = draft.name;
      }
      await tx
        .update(productRevisions)
        .set({ status: input.approve ? 'approved' : 'rejected', reviewNote: input.reason ?? null, reviewedBy: input.reviewerId, reviewedAt: new Date() })
        .where(eq(productRevisions.id, revision.id));
      if (!input.approve) await tx.update(products).set({ reviewNote: input.reason ?? null }).where(eq(products.id, product.id));
    } else {
      if (product.status !== 'pending_review') throw new HttpError(409, MESSAGES.reviewNotPending);
      await tx
        .update(products)
        .set({ status: input.approve ? 'published' : 'rejected', reviewNote: input.approve ? null : (input.reason ?? null), updatedAt: new Date() })
        .where(eq(products.id, product.id));
    }
    const [seller] = await tx
      .select({ email: users.email, businessEmail: sellerProfiles.businessEmail })
      .from(users)
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
      .where(eq(users.id, product.sellerId));
    await notifySeller(tx, {
      sellerId: product.sellerId,
      kind: input.approve ? 'item_approved' : 'item_rejected',
      params: { productName: name, ...(input.reason ? { reason: input.reason } : {}) },
      productId: product.id,
      emailTo: seller?.businessEmail ?? seller?.email ?? null,
    });
  });
}
