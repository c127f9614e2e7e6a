/**
 * What search's indexes and triggers (issue 42, migration 0049) cost a write: publishing a product
 * (its row and its variants) and a price change (the product's and a variant's price), 300 of
 * each, one statement at a time as the API writes them, with everything 0049 added and then with
 * it dropped; each run inside a transaction rolled back, so the bench database is left as it was.
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/souk_bench node --import tsx bench/search-writes.ts
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/api/src/db/client.ts';
import { products, productVariants } from '../apps/api/src/modules/catalog/catalog.tables.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
const WRITES = 300;
const database = await openDatabase({ kind: 'postgres', url });
const { db } = database;
const sources = await db.select().from(products).where(eq(products.status, 'published')).limit(WRITES);
// Only these products' variants: at a million products the table holds two million.
const variants = await db
  .select()
  .from(productVariants)
  .where(
    inArray(
      productVariants.productId,
      sources.map((product) => product.id),
    ),
  );
const variantsOf = new Map<string, (typeof variants)[number][]>();
for (const variant of variants)
  variantsOf.set(variant.productId, [...(variantsOf.get(variant.productId) ?? []), variant]);

/** Milliseconds per publish and per price change, in a transaction rolled back; `before` runs first in it. */
async function measure(label: string, before: (tx: Db) => Promise<void>) {
  const times = { publish: 0, price: 0 };
  await db
    .transaction(async (tx) => {
      await before(tx as unknown as Db);
      let started = performance.now();
      for (const [index, source] of sources.entries()) {
        const { searchVector: _vector, staffSearchText: _staff, ...row } = source;
        const id = crypto.randomUUID();
        await tx.insert(products).values({ ...row, id, name: `${row.name} w${index}` });
        const own = variantsOf.get(source.id) ?? [];
        if (own.length)
          await tx.insert(productVariants).values(
            own.map((variant) => ({
              ...variant,
              id: crypto.randomUUID(),
              productId: id,
              sku: `W-${id}-${variant.id}`,
            })),
          );
      }
      times.publish = (performance.now() - started) / sources.length;
      started = performance.now();
      for (const source of sources) {
        await tx
          .update(products)
          .set({ minPriceCents: source.minPriceCents + 1 })
          .where(eq(products.id, source.id));
        const [variant] = variantsOf.get(source.id) ?? [];
        if (variant)
          await tx
            .update(productVariants)
            .set({ priceCents: variant.priceCents + 1 })
            .where(eq(productVariants.id, variant.id));
      }
      times.price = (performance.now() - started) / sources.length;
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  console.log(
    `${label.padEnd(58)} publish ${times.publish.toFixed(2)} ms, price change ${times.price.toFixed(2)} ms (per product, ${sources.length} each)`,
  );
}
class Rollback extends Error {}

const dropSearchAtScale = async (tx: Db) => {
  await tx.execute(sql`drop index if exists products_search_rum_idx`);
  await tx.execute(sql`drop index if exists products_search_walk_idx`);
  await tx.execute(sql`drop index if exists products_staff_search_trgm_idx`);
  await tx.execute(sql`drop trigger if exists products_staff_search_text on products`);
  await tx.execute(sql`drop trigger if exists product_variants_searched_insert on product_variants`);
  await tx.execute(sql`drop trigger if exists product_variants_searched_update on product_variants`);
  await tx.execute(sql`drop trigger if exists product_variants_searched_delete on product_variants`);
};
const dropRum = async (tx: Db) => {
  await tx.execute(sql`drop index if exists products_search_rum_idx`);
};
for (let run = 1; run <= 2; run++) {
  await measure(`run ${run}: with 0049 (walk index, staff text, RUM)`, async () => {});
  await measure(`run ${run}: 0049 without RUM`, dropRum);
  await measure(`run ${run}: before 0049 (its indexes and triggers dropped)`, dropSearchAtScale);
}
await database.close();
