import { and, asc, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import type {
  brandInputSchema,
  brandPatchSchema,
  categoryInputSchema,
  categoryPatchSchema,
  colorInputSchema,
  colorPatchSchema,
} from '@souk/shared/schemas/catalog-data';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import type { ObjectStorage } from '../../integrations/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { brands, categories, colors, products, productVariants } from './catalog.tables.ts';
import { imageUrls } from './product-view.ts';
import { purgeStorefront, thenPurge } from '../ssr/storefront-purge.ts';

/**
 * Staff's catalogue data (spec 3 sections 2.4 and 7): categories with sub-categories, colours and
 * brands. Each change is audited in its own transaction; a row that products use is deactivated,
 * never deleted, so no product loses its category, colour or brand.
 */

type CategoryInput = z.output<typeof categoryInputSchema>;
type CategoryPatch = z.output<typeof categoryPatchSchema>;
type ColorInput = z.output<typeof colorInputSchema>;
type ColorPatch = z.output<typeof colorPatchSchema>;
type BrandInput = z.output<typeof brandInputSchema>;
type BrandPatch = z.output<typeof brandPatchSchema>;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
/** A unique index lost a race (or a name is taken): the field's 409 instead of a 5xx. */
/**
 * A category, colour or brand written: every storefront page shows the categories (the header) and
 * a product page its colours and brand, so all pages are purged once it is committed.
 */
async function uniqueName<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await thenPurge(work(), 'everything');
  } catch (error) {
    const candidate = error as { code?: string; cause?: { code?: string } };
    if ((candidate.code ?? candidate.cause?.code) === UNIQUE_VIOLATION) throw fieldError(409, 'name', message);
    throw error;
  }
}

type CategoryRow = typeof categories.$inferSelect;
const categoryView = (storage: ObjectStorage, row: CategoryRow, productCount = 0) => ({
  _id: row.id,
  name: row.nameEn,
  nameAr: row.nameAr,
  description: row.description,
  isActive: row.isActive,
  hasSizes: row.hasSizes,
  parentCategory: row.parentId,
  categoryIcon: row.icon,
  categoryIconUrl: row.iconImageKey ? imageUrls(storage, row.iconImageKey).thumbnail : null,
  productCount,
});

// The counts' sub-queries name their columns in full: Drizzle leaves a single-table select's unqualified.

/** Every category, active or not, with its sub-categories and how many live products each has. */
export async function manageCategories(db: Db, storage: ObjectStorage) {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.nameEn)),
    db
      .select({ id: products.subCategoryId, value: count() })
      .from(products)
      .where(ne(products.status, 'archived'))
      .groupBy(products.subCategoryId),
  ]);
  const perSub = new Map(counts.map((row) => [row.id, row.value]));
  const top = rows.filter((row) => !row.parentId);
  return top.map((row) => {
    const subs = rows
      .filter((child) => child.parentId === row.id)
      .map((child) => categoryView(storage, child, perSub.get(child.id) ?? 0));
    return {
      ...categoryView(
        storage,
        row,
        subs.reduce((sum, sub) => sum + sub.productCount, 0),
      ),
      subCategories: subs,
    };
  });
}

async function checkParent(db: Db, parentId: string | undefined, selfId: string | null) {
  if (!parentId) return null;
  if (parentId === selfId) throw fieldError(400, 'parentCategory', MESSAGES.parentMustBeTopLevel);
  const [parent] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent) throw fieldError(400, 'parentCategory', MESSAGES.parentCategoryNotFound);
  if (parent.parentId) throw fieldError(400, 'parentCategory', MESSAGES.parentMustBeTopLevel);
  return parentId;
}

async function nameTaken(db: Db, parentId: string | null, name: string, selfId: string | null) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
        sql`lower(${categories.nameEn}) = lower(${name})`,
        selfId ? ne(categories.id, selfId) : undefined,
      ),
    );
  if (row) throw fieldError(409, 'name', MESSAGES.categoryExists);
}

export async function createCategory(
  db: Db,
  storage: ObjectStorage,
  actorId: string,
  input: CategoryInput,
  iconImageKey: string | null,
) {
  return uniqueName(
    () =>
      db.transaction(async (tx) => {
        const parentId = await checkParent(tx, input.parentCategory, null);
        await nameTaken(tx, parentId, input.name, null);
        const [{ next } = { next: 0 }] = await tx
          .select({ next: sql<number>`coalesce(max(${categories.sortOrder}), -1)::int + 1` })
          .from(categories)
          .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
        const [row] = await tx
          .insert(categories)
          .values({
            parentId,
            nameEn: input.name,
            nameAr: input.nameAr ?? input.name,
            description: input.description,
            isActive: input.isActive,
            hasSizes: input.hasSizes ?? false,
            iconImageKey,
            sortOrder: next,
          })
          .returning();
        await recordAudit(tx, { actorId, action: 'create', entity: 'category', entityId: row!.id, after: row });
        return categoryView(storage, row!);
      }),
    MESSAGES.categoryExists,
  );
}

async function lockCategory(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new HttpError(404, MESSAGES.categoryNotFound);
  return row;
}

export async function updateCategory(
  db: Db,
  storage: ObjectStorage,
  actorId: string,
  id: string,
  patch: CategoryPatch,
  iconImageKey: string | null,
) {
  return uniqueName(
    () =>
      db.transaction(async (tx) => {
        const before = await lockCategory(tx, id);
        const parentId =
          patch.parentCategory === undefined
            ? before.parentId
            : await checkParent(tx, patch.parentCategory ?? undefined, id);
        if (parentId && !before.parentId) {
          // A main category with sub-categories cannot itself become a sub-category (two levels only).
          const [child] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.parentId, id))
            .limit(1);
          if (child) throw fieldError(400, 'parentCategory', MESSAGES.parentMustBeTopLevel);
        }
        if (parentId !== before.parentId) {
          // Products name their category and sub-category: a sub-category with products stays under its parent.
          const [used] = await tx
            .select({ id: products.id })
            .from(products)
            .where(or(eq(products.subCategoryId, id), eq(products.categoryId, id)))
            .limit(1);
          if (used) throw fieldError(400, 'parentCategory', MESSAGES.categoryHasProducts);
        }
        const name = patch.name ?? before.nameEn;
        await nameTaken(tx, parentId, name, id);
        const [after] = await tx
          .update(categories)
          .set({
            parentId,
            nameEn: name,
            ...(patch.nameAr !== undefined ? { nameAr: patch.nameAr || name } : {}),
            ...(patch.description !== undefined ? { description: patch.description } : {}),
            ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
            ...(patch.hasSizes !== undefined ? { hasSizes: patch.hasSizes } : {}),
            ...(iconImageKey ? { iconImageKey } : {}),
          })
          .where(eq(categories.id, id))
          .returning();
        await recordAudit(tx, {
          actorId,
          action: patch.isActive === false && before.isActive ? 'deactivate' : 'update',
          entity: 'category',
          entityId: id,
          before,
          after,
        });
        return categoryView(storage, after!);
      }),
    MESSAGES.categoryExists,
  );
}

/**
 * Only a category nothing depends on: no sub-categories, no product (archived ones included, for
 * order history). A seller profile or coupon naming it makes the foreign key refuse: the same 409.
 */
export async function deleteCategory(db: Db, actorId: string, id: string) {
  try {
    await db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      const [child] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, id))
        .limit(1);
      if (child) throw new HttpError(409, MESSAGES.categoryHasChildren);
      const [used] = await tx
        .select({ id: products.id })
        .from(products)
        .where(or(eq(products.subCategoryId, id), eq(products.categoryId, id)))
        .limit(1);
      if (used) throw new HttpError(409, MESSAGES.categoryHasProducts);
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, { actorId, action: 'delete', entity: 'category', entityId: id, before });
    });
    // Unused, but still in the header's menu.
    await purgeStorefront('everything');
  } catch (error) {
    const candidate = error as { code?: string; cause?: { code?: string } };
    if ((candidate.code ?? candidate.cause?.code) === FOREIGN_KEY_VIOLATION)
      throw new HttpError(409, MESSAGES.categoryHasProducts);
    throw error;
  }
}

// Colours and brands: the same life, on their own tables.

const colorView = (row: typeof colors.$inferSelect, productCount = 0) => ({
  _id: row.id,
  name: row.name,
  nameAr: row.nameAr,
  colorFamily: row.colorFamily,
  hexCode: row.hexCode,
  displayType: row.displayType,
  isActive: row.isActive,
  productCount,
});

export async function manageColors(db: Db) {
  const rows = await db
    .select({
      color: colors,
      used: sql<number>`(select count(distinct v.product_id)::int from product_variants v where v.color_id = "colors"."id")`,
    })
    .from(colors)
    .orderBy(asc(colors.name));
  return rows.map((row) => colorView(row.color, row.used));
}

export async function createColor(db: Db, actorId: string, input: ColorInput) {
  return uniqueName(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(colors).values(input).returning();
        await recordAudit(tx, { actorId, action: 'create', entity: 'color', entityId: row!.id, after: row });
        return colorView(row!);
      }),
    MESSAGES.colorExists,
  );
}

export async function updateColor(db: Db, actorId: string, id: string, patch: ColorPatch) {
  return uniqueName(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(colors).where(eq(colors.id, id)).for('update');
        if (!before) throw new HttpError(404, MESSAGES.colorMissing);
        const [after] = await tx.update(colors).set(patch).where(eq(colors.id, id)).returning();
        await recordAudit(tx, {
          actorId,
          action: patch.isActive === false && before.isActive ? 'deactivate' : 'update',
          entity: 'color',
          entityId: id,
          before,
          after,
        });
        return colorView(after!);
      }),
    MESSAGES.colorExists,
  );
}

export async function deleteColor(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(colors).where(eq(colors.id, id)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.colorMissing);
    const [used] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.colorId, id))
      .limit(1);
    if (used) throw new HttpError(409, MESSAGES.colorInUse);
    await tx.delete(colors).where(eq(colors.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'color', entityId: id, before });
  });
}

const brandView = (row: typeof brands.$inferSelect, productCount = 0) => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
  productCount,
});

export async function manageBrands(db: Db) {
  const rows = await db
    .select({
      brand: brands,
      used: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id" and p.status <> 'archived')`,
    })
    .from(brands)
    .orderBy(asc(brands.name));
  return rows.map((row) => brandView(row.brand, row.used));
}

export async function createBrand(db: Db, actorId: string, input: BrandInput) {
  return uniqueName(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(brands).values(input).returning();
        await recordAudit(tx, { actorId, action: 'create', entity: 'brand', entityId: row!.id, after: row });
        return brandView(row!);
      }),
    MESSAGES.brandExists,
  );
}

export async function updateBrand(db: Db, actorId: string, id: string, patch: BrandPatch) {
  return uniqueName(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
        if (!before) throw new HttpError(404, MESSAGES.brandMissing);
        const [after] = await tx.update(brands).set(patch).where(eq(brands.id, id)).returning();
        await recordAudit(tx, {
          actorId,
          action: patch.isActive === false && before.isActive ? 'deactivate' : 'update',
          entity: 'brand',
          entityId: id,
          before,
          after,
        });
        return brandView(after!);
      }),
    MESSAGES.brandExists,
  );
}

export async function deleteBrand(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!before) throw new HttpError(404, MESSAGES.brandMissing);
    const [used] = await tx.select({ id: products.id }).from(products).where(eq(products.brandId, id)).limit(1);
    if (used) throw new HttpError(409, MESSAGES.brandInUse);
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'brand', entityId: id, before });
  });
}
