import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seeds/seed.ts';
import { startSmtpServer } from '../smtp.ts';
import { writeStorefrontBuild } from '../storefront-build.ts';
import {
  call,
  freshDatabase,
  freshRedisPrefix,
  instanceEnv,
  startInstance,
  stopInstance,
  type Instance,
} from './servers.ts';

/**
 * Issue 37: two API processes serving the storefront's pages from one PostgreSQL database and one
 * Redis, with a stand-in renderer (test/storefront-build.ts) that writes the prices it read. A price
 * changed through one instance is on the product page and the listing of both at once: the purge
 * reaches the other instance's pages and the answers they are rendered from.
 */
let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let redis: ReturnType<typeof freshRedisPrefix>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let one: Instance;
let other: Instance;
let sql: pg.Client;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-instances-pages-'));
  database = await freshDatabase();
  redis = freshRedisPrefix();
  smtp = await startSmtpServer();
  const env = {
    ...instanceEnv({ databaseUrl: database.url, redisPrefix: redis.prefix, smtpUrl: smtp.url, dataDir }),
    WEB_DIST: writeStorefrontBuild(),
    // Fresh for a minute: only a purge can make these pages show a change within the test.
    PAGE_FRESH_SECONDS: '60',
  };
  one = await startInstance(env);
  other = await startInstance(env);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 360_000);

afterAll(async () => {
  await Promise.all([stopInstance(one), stopInstance(other)]);
  await sql?.end();
  await database?.drop();
  await redis?.clean();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const page = async (instance: Instance, url: string) => {
  const response = await fetch(`${instance.url}${url}`);
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
};
const priceOn = (html: string) => /<p id="price">([^<]+)<\/p>/.exec(html)?.[1];
const listedPrice = (html: string, id: string) => new RegExp(`<li data-id="${id}"[^>]*>([^<]+)</li>`).exec(html)?.[1];

describe('storefront pages on two instances', () => {
  it('a price changed through one instance is on the product page and the listing of both at once', async () => {
    const login = await call(one, 'POST', '/api/staff/login', {
      body: { username: 'dataentry', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const listing = '/all-products?sort=price-desc&limit=5';
    const top = await call(one, 'GET', '/api/products/getproducts?sort=price-desc&page=1&limit=5');
    const first = (top.body.data!.products as { _id: string; price: number }[])[0]!;
    const productPage = `/products/${first._id}`;
    // Both instances have the pages kept (the second answers the first's from Redis).
    for (const instance of [one, other]) {
      const product = await page(instance, productPage);
      expect(product.status).toBe(200);
      expect(product.cacheControl).toContain('s-maxage=60');
      expect(priceOn(product.html)).toBe(first.price.toFixed(2));
      expect(listedPrice((await page(instance, listing)).html, first._id)).toBe(first.price.toFixed(2));
    }

    // The staff form's edit, from the product's rows: every variant a dollar dearer (still the dearest).
    const [row] = (
      await sql.query(
        'select name, description, manufacturing_source, gender, category_id, sub_category_id, seller_id from products where id = $1',
        [first._id],
      )
    ).rows as Record<string, string>[];
    const variants = (
      await sql.query(
        'select id, price_cents, quantity, color_id, size, sku, is_active from product_variants where product_id = $1 order by sort_order, id',
        [first._id],
      )
    ).rows as {
      id: string;
      price_cents: number;
      quantity: number;
      color_id: string | null;
      size: string | null;
      sku: string;
      is_active: boolean;
    }[];
    const fields: Record<string, string> = {
      name: row!.name!,
      description: row!.description!,
      manufacturingSource: row!.manufacturing_source!,
      gender: row!.gender!,
      productCategory: row!.category_id!,
      subCategory: row!.sub_category_id!,
      sellerId: row!.seller_id!,
      status: 'published',
    };
    variants.forEach((variant, index) => {
      const field = (name: string, value: string) => (fields[`variants[${index}][${name}]`] = value);
      field('_id', variant.id);
      field('price', ((variant.price_cents + 100) / 100).toFixed(2));
      field('quantity', String(variant.quantity));
      field('sku', variant.sku);
      field('isActive', String(variant.is_active));
      if (variant.color_id) field('color', variant.color_id);
      if (variant.size) field('size', variant.size);
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const edited = await fetch(`${one.url}/api/dashboard/data-entry/products/${first._id}`, {
      method: 'PUT',
      headers: { cookie: login.cookie! },
      body: form,
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const details = await call(other, 'GET', `/api/products/product-details/${first._id}`);
    const shown = (details.body.data!.product as { price: number }).price.toFixed(2);
    expect(shown).toBe((first.price + 1).toFixed(2));

    // At once, on both: not the kept pages, not the stale ones, not the list answers they were built from.
    for (const instance of [other, one]) {
      expect(priceOn((await page(instance, productPage)).html), instance.url).toBe(shown);
      expect(listedPrice((await page(instance, listing)).html, first._id), instance.url).toBe(shown);
    }
  });
});
