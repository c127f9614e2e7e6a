import { and, eq, ne } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { productRevisions, products } from '../catalog/catalog.tables.ts';
import { loadAdminProducts } from '../catalog/product-admin-view.ts';
import {
  applyDraft,
  archiveProduct,
  checkReferences,
  guardSku,
  insertProduct,
  type ProductDraft,
} from '../catalog/product-writes.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';

/** The seller's own product, locked for a change; another seller's, or an archived one, is not found. */
async function lockOwnProduct(db: Db, sellerId: string, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId), ne(products.status, 'archived')))
    .for('update');
  if (!product) throw new HttpError(404, MESSAGES.productNotFound);
  return product;
}

export async function ownProduct(db: Db, storage: ObjectStorage, sellerId: string, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId), ne(products.status, 'archived')));
  if (!product) throw new HttpError(404, MESSAGES.productNotFound);
  return (await loadAdminProducts(db, storage, [product.id]))[0]!;
}

/** Sellers' new products wait in review; whatever status or placement the form claimed is ignored. */
export async function createSellerProducts(db: Db, storage: ObjectStorage, sellerId: string, drafts: ProductDraft[]) {
  const ids = await guardSku(() =>
    db.transaction(async (tx) => {
      const made: string[] = [];
      for (const draft of drafts)
        made.push(
          await insertProduct(tx, { sellerId, draft: { ...draft, flags: undefined }, status: 'pending_review' }),
        );
      return made;
    }),
  );
  return loadAdminProducts(db, storage, ids);
}

/**
 * A seller's edit. A product not yet published changes at once and goes back to review. A
 * published one stays live as it is: the edit waits as a revision (a newer one replaces an older),
 * applied only when a reviewer approves it.
 */
export async function editSellerProduct(
  db: Db,
  storage: ObjectStorage,
  input: { sellerId: string; productId: string; draft: ProductDraft },
) {
  const draft = { ...input.draft, flags: undefined };
  const pendingEdit = await guardSku(() =>
    db.transaction(async (tx) => {
      const product = await lockOwnProduct(tx, input.sellerId, input.productId);
      if (product.status !== 'published') {
        await applyDraft(tx, product.id, draft);
        await tx
          .update(products)
          .set({ status: 'pending_review', reviewNote: null })
          .where(eq(products.id, product.id));
        return false;
      }
      // Checked now, so a reviewer never approves an edit that can no longer apply.
      await checkReferences(tx, draft, product.id);
      await tx
        .update(productRevisions)
        .set({ status: 'superseded' })
        .where(and(eq(productRevisions.productId, product.id), eq(productRevisions.status, 'pending')));
      await tx.insert(productRevisions).values({
        productId: product.id,
        submittedBy: input.sellerId,
        payload: draft as unknown as Record<string, unknown>,
      });
      return true;
    }),
  );
  return { product: (await loadAdminProducts(db, storage, [input.productId]))[0]!, pendingEdit };
}

export async function archiveSellerProduct(db: Db, sellerId: string, productId: string) {
  const archived = db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, sellerId, productId);
    await archiveProduct(tx, product.id);
    await tx
      .update(productRevisions)
      .set({ status: 'superseded' })
      .where(and(eq(productRevisions.productId, product.id), eq(productRevisions.status, 'pending')));
  });
  // Off the storefront: its page is a 404 and it leaves the listings.
  await thenPurge(archived, { products: [productId] });
}
