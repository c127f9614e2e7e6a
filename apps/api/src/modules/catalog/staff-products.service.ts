import { and, asc, eq, ne } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { sellersOfSubCategory } from '../sellers/sellers.service.ts';
import { productRevisions, products, productVariants } from './catalog.tables.ts';
import { loadAdminProducts } from './product-admin-view.ts';
import { applyDraft, archiveProduct, guardSku, insertProduct, type ProductDraft } from './product-writes.ts';
import { purgeStorefront, thenPurge } from '../ssr/storefront-purge.ts';

/**
 * Products entered by staff (spec 3 sections 2.5, 4 and 5): filed under an active seller of the
 * product's sub-category, published at once (staff are the reviewers), and audited.
 */

/** What the audit log keeps of a product: its fields and its variants' prices and stock. */
async function productSnapshot(db: Db, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) return null;
  const variants = await db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      colorId: productVariants.colorId,
      size: productVariants.size,
      priceCents: productVariants.priceCents,
      originalPriceCents: productVariants.originalPriceCents,
      quantity: productVariants.quantity,
      isActive: productVariants.isActive,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder));
  const { searchText: _searchText, staffSearchText: _staffSearchText, ...fields } = row;
  return { ...fields, variants };
}

/** The seller must be an active shop of the draft's sub-category: the list the form's picker shows. */
async function checkSeller(db: Db, sellerId: string, subCategoryId: string, path = 'sellerId') {
  const sellers = await sellersOfSubCategory(db, subCategoryId, 'active');
  if (!sellers.some((seller) => seller._id === sellerId)) throw fieldError(400, path, MESSAGES.productSellerNotActive);
}

export async function createStaffProducts(
  db: Db,
  storage: ObjectStorage,
  actorId: string,
  items: { sellerId: string; draft: ProductDraft }[],
) {
  const ids = await guardSku(() =>
    db.transaction(async (tx) => {
      const made: string[] = [];
      for (const [index, item] of items.entries()) {
        await checkSeller(
          tx,
          item.sellerId,
          item.draft.subCategoryId,
          items.length > 1 ? `products.${index}.sellerId` : 'sellerId',
        );
        const id = await insertProduct(tx, { sellerId: item.sellerId, draft: item.draft, status: 'published' });
        await recordAudit(tx, {
          actorId,
          action: 'create',
          entity: 'product',
          entityId: id,
          after: await productSnapshot(tx, id),
        });
        made.push(id);
      }
      return made;
    }),
  );
  // Published at once: on the listings and the home's shelves.
  await purgeStorefront({ products: ids });
  return loadAdminProducts(db, storage, ids);
}

async function lockLiveProduct(db: Db, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), ne(products.status, 'archived')))
    .for('update');
  if (!product) throw new HttpError(404, MESSAGES.productNotFound);
  return product;
}

/**
 * A staff edit applies at once and publishes the product (spec 3 section 4). A seller's edit still
 * waiting for review is superseded: approving it later would undo this one.
 */
export async function editStaffProduct(
  db: Db,
  storage: ObjectStorage,
  input: { actorId: string; productId: string; draft: ProductDraft; sellerId?: string | undefined },
) {
  await guardSku(() =>
    db.transaction(async (tx) => {
      const product = await lockLiveProduct(tx, input.productId);
      const sellerId = input.sellerId ?? product.sellerId;
      if (sellerId !== product.sellerId || input.draft.subCategoryId !== product.subCategoryId)
        await checkSeller(tx, sellerId, input.draft.subCategoryId);
      const before = await productSnapshot(tx, product.id);
      await applyDraft(tx, product.id, input.draft);
      await tx
        .update(products)
        .set({ status: 'published', reviewNote: null, sellerId })
        .where(eq(products.id, product.id));
      await tx
        .update(productRevisions)
        .set({ status: 'superseded' })
        .where(and(eq(productRevisions.productId, product.id), eq(productRevisions.status, 'pending')));
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'update',
        entity: 'product',
        entityId: product.id,
        before,
        after: await productSnapshot(tx, product.id),
      });
    }),
  );
  await purgeStorefront({ products: [input.productId] });
  return (await loadAdminProducts(db, storage, [input.productId]))[0]!;
}

/** Deleting archives: off the storefront and the tables, kept for the orders that have it. */
export async function archiveStaffProduct(db: Db, actorId: string, productId: string) {
  const archived = db.transaction(async (tx) => {
    const product = await lockLiveProduct(tx, productId);
    await archiveProduct(tx, product.id);
    await tx
      .update(productRevisions)
      .set({ status: 'superseded' })
      .where(and(eq(productRevisions.productId, product.id), eq(productRevisions.status, 'pending')));
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'product',
      entityId: product.id,
      before: { name: product.name, status: product.status, sellerId: product.sellerId },
      after: { status: 'archived' },
    });
  });
  await thenPurge(archived, { products: [productId] });
}
