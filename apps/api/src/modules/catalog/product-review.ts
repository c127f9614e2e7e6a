import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { recordAudit } from '../audit/audit.service.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { users } from '../auth/auth.tables.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { productRevisions, products } from './catalog.tables.ts';
import { draftNames, loadAdminProducts, toProposedProduct } from './product-admin-view.ts';
import { applyDraft, guardSku, type ProductDraft } from './product-writes.ts';
import { purgeStorefront } from '../ssr/storefront-purge.ts';

interface QueueRow {
  kind: 'new' | 'edit';
  productId: string;
  revisionId: string | null;
  submittedAt: Date | string;
}

/**
 * What waits for review, oldest first: sellers' new products (and rejected ones sent again), and
 * edits of published ones. An edit shows the live product and, as `proposed`, the edit over it.
 * Both kinds come from partial indexes on what is pending, so the page stays cheap.
 */
export async function reviewQueue(db: Db, storage: ObjectStorage, page: number, limit: number) {
  const waiting = sql`
    select 'new' as kind, p.id as "productId", null::uuid as "revisionId", p.updated_at as "submittedAt"
      from ${products} p where p.status = 'pending_review'
    union all
    select 'edit', r.product_id, r.id, r.created_at
      from ${productRevisions} r join ${products} p on p.id = r.product_id
      where r.status = 'pending' and p.status = 'published'`;
  const [rows, [counted]] = await Promise.all([
    queryRows<QueueRow>(
      db,
      sql`select * from (${waiting}) q order by "submittedAt", "productId" limit ${limit} offset ${(page - 1) * limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${waiting}) q`),
  ]);
  const revisionIds = rows.flatMap((row) => (row.revisionId ? [row.revisionId] : []));
  const [views, revisions] = await Promise.all([
    loadAdminProducts(db, storage, [...new Set(rows.map((row) => row.productId))]),
    revisionIds.length
      ? db
          .select({ id: productRevisions.id, payload: productRevisions.payload })
          .from(productRevisions)
          .where(inArray(productRevisions.id, revisionIds))
      : [],
  ]);
  const live = new Map(views.map((view) => [view._id, view]));
  const drafts = new Map(revisions.map((row) => [row.id, row.payload as unknown as ProductDraft]));
  const names = await draftNames(db, [...drafts.values()]);
  const total = counted?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    items: rows.flatMap((row) => {
      const product = live.get(row.productId);
      if (!product) return [];
      const submittedAt = new Date(row.submittedAt);
      const draft = row.revisionId ? drafts.get(row.revisionId) : undefined;
      return [
        {
          kind: row.kind,
          revisionId: row.revisionId,
          submittedAt: submittedAt.toISOString(),
          product,
          proposed: draft ? toProposedProduct(storage, product, draft, names, submittedAt) : null,
        },
      ];
    }),
    pagination: { page, limit, total, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 },
  };
}

/**
 * A reviewer's decision on a new product or on an edit (`revisionId`), in one transaction with the
 * seller's notice and e-mail: 'Item Approved And Published' or 'Item Rejected' with the reason.
 */
export async function decideReview(
  db: Db,
  storage: ObjectStorage,
  input: { productId: string; revisionId?: string; reviewerId: string; approve: boolean; reason?: string },
) {
  await guardSku(() =>
    db.transaction(async (tx) => {
      const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update');
      if (!product) throw new HttpError(404, MESSAGES.productNotFound);
      let name = product.name;
      if (input.revisionId) {
        const [revision] = await tx
          .select()
          .from(productRevisions)
          .where(and(eq(productRevisions.id, input.revisionId), eq(productRevisions.productId, product.id)))
          .for('update');
        if (!revision || revision.status !== 'pending' || product.status !== 'published')
          throw new HttpError(409, MESSAGES.reviewNotPending);
        const draft = revision.payload as unknown as ProductDraft;
        if (input.approve) {
          await applyDraft(tx, product.id, draft);
          name = draft.name;
        }
        await tx
          .update(productRevisions)
          .set({
            status: input.approve ? 'approved' : 'rejected',
            reviewNote: input.reason ?? null,
            reviewedBy: input.reviewerId,
            reviewedAt: new Date(),
          })
          .where(eq(productRevisions.id, revision.id));
        // The product's note is the last decision's: a reason, or none once an edit went live.
        await tx
          .update(products)
          .set({ reviewNote: input.reason ?? null })
          .where(eq(products.id, product.id));
      } else {
        if (product.status !== 'pending_review') throw new HttpError(409, MESSAGES.reviewNotPending);
        await tx
          .update(products)
          .set({
            status: input.approve ? 'published' : 'rejected',
            reviewNote: input.approve ? null : (input.reason ?? null),
            updatedAt: new Date(),
          })
          .where(eq(products.id, product.id));
      }
      const [seller] = await tx
        .select({ email: users.email, businessEmail: sellerProfiles.businessEmail })
        .from(users)
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(eq(users.id, product.sellerId));
      await recordAudit(tx, {
        actorId: input.reviewerId,
        action: input.approve ? 'approve' : 'reject',
        entity: input.revisionId ? 'product_revision' : 'product',
        entityId: input.revisionId ?? product.id,
        before: { productId: product.id, name: product.name, status: product.status },
        after: {
          productId: product.id,
          name,
          // A new product's status follows the decision; a published one's edit leaves it published.
          status: input.revisionId ? product.status : input.approve ? 'published' : 'rejected',
          decision: input.approve ? 'approved' : 'rejected',
          ...(input.reason ? { reason: input.reason } : {}),
        },
      });
      await notifySeller(tx, {
        sellerId: product.sellerId,
        kind: input.approve ? 'item_approved' : 'item_rejected',
        params: { productName: name, ...(input.reason ? { reason: input.reason } : {}) },
        productId: product.id,
        emailTo: seller?.businessEmail ?? seller?.email ?? null,
      });
    }),
  );
  // Published, or an edit applied: on the storefront now.
  if (input.approve) await purgeStorefront({ products: [input.productId] });
  return (await loadAdminProducts(db, storage, [input.productId]))[0]!;
}
