/**
 * `npm run seed:bench -- --products 100000`: a large catalogue for benchmarks, on the database in
 * DATABASE_URL (or the embedded one). It migrates, loads the demo data if the database is empty,
 * then clones the demo products with new names, prices and dates until there are that many.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { indexSearchTerms } from '../modules/catalog/catalog.service.ts';
import { loadConfig } from '../config.ts';
import { storageFor } from '../integrations/storage/storage.ts';
import { productImages, products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { openDatabase } from '../db/client.ts';
import { isDatabaseEmpty, seedDemo } from './seed.ts';
import { seededRandom } from './seed-catalog.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const target = Number(values.products);
if (!Number.isInteger(target) || target < 1) {
  console.error('--products must be a whole number');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/pgdata` },
);
await database.migrate();
const { db } = database;
if (await isDatabaseEmpty(db))
  await seedDemo(db, storageFor(config), { vatRate: config.vatRate, lbpPerUsd: config.lbpPerUsd });

const base = await db.select().from(products);
await indexSearchTerms(
  db,
  base.map((product) => product.searchText),
);
const baseVariants = await db.select().from(productVariants);
const baseImages = await db.select().from(productImages);
const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products);
const random = seededRandom(target);
const BATCH = 1000;
let made = total;
const started = Date.now();
while (made < target) {
  const size = Math.min(BATCH, target - made);
  const clones = Array.from({ length: size }, (_, index) => {
    const source = base[(made + index) % base.length]!;
    const priceShift = random.int(-30, 30) / 100;
    const serial = made + index + 1;
    return {
      source,
      row: {
        ...source,
        id: crypto.randomUUID(),
        name: `${source.name} ${serial}`,
        nameAr: `${source.nameAr} ${serial}`,
        minPriceCents: Math.max(100, Math.round(source.minPriceCents * (1 + priceShift))),
        maxPriceCents: Math.max(100, Math.round(source.maxPriceCents * (1 + priceShift))),
        salesCount: random.int(0, 2000),
        searchText: `${source.searchText} ${serial}`,
        createdAt: new Date(Date.now() - random.int(0, 720) * 86_400_000),
        searchVector: undefined,
      },
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(products).values(clones.map(({ row: { searchVector: _generated, ...row } }) => row));
    const variants = clones.flatMap(({ source, row }) =>
      baseVariants
        .filter((variant) => variant.productId === source.id)
        .slice(0, 2)
        .map((variant, index) => ({
          ...variant,
          id: crypto.randomUUID(),
          productId: row.id,
          sku: `B-${row.id.slice(0, 13)}-${index}`,
          priceCents: row.minPriceCents,
        })),
    );
    await tx.insert(productVariants).values(variants);
    const images = clones.flatMap(({ source, row }) =>
      baseImages
        .filter((image) => image.productId === source.id)
        .slice(0, 1)
        .map((image) => ({ ...image, id: crypto.randomUUID(), productId: row.id, variantId: null })),
    );
    if (images.length) await tx.insert(productImages).values(images);
  });
  made += size;
  if (made % 10_000 < BATCH) console.log(`${made} products (${Math.round((Date.now() - started) / 1000)} s)`);
}
// Fresh statistics, so the planner knows the table's new size.
await db.execute(sql`ANALYZE`);
console.log(`The catalogue has ${made} products.`);
await database.close();
