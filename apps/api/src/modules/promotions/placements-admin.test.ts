import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

/** Shelves are cached by address for a few seconds: each read asks with its own limit. */
let limit = 20;
const shelf = async (path: string) => ((await f.call('GET', `${path}?limit=${limit++}`)).data.products as { _id: string }[]).map((product) => product._id);

describe('home list placements', () => {
  it('only admins keep the lists', async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.status, 'published')).limit(1);
    const body = { list: 'featured', productId: product!.id };
    expect((await f.call('GET', '/api/admin/placements?list=featured')).status).toBe(401);
    for (const who of ['buyer', 'seller.self', 'dataentry', 'dataentry.admin']) {
      expect((await f.call('GET', '/api/admin/placements?list=featured', f.cookies[who])).status, who).toBe(403);
      expect((await f.call('POST', '/api/admin/placements', f.cookies[who], body)).status, who).toBe(403);
    }
    expect((await f.call('GET', '/api/admin/placements?list=featured', f.cookies.superadmin)).status).toBe(200);
    expect((await f.call('GET', '/api/admin/placements?list=nope', f.cookies.admin)).status).toBe(400);
  });

  it('a placement puts a product on a list at once, first; ending it takes it off; both audited', async () => {
    const [plain] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'published'), eq(products.isTrending, false), eq(products.sellerActive, true)))
      .limit(1);
    expect(await shelf('/api/hero/more-results')).not.toContain(plain!.id);
    const added = await f.call('POST', '/api/admin/placements', f.cookies.admin, { list: 'trending', productId: plain!.id });
    expect(added).toMatchObject({ status: 201, message: MESSAGES.placementAdded });
    expect((await shelf('/api/hero/more-results'))[0]).toBe(plain!.id);
    const listed = await f.call('GET', '/api/admin/placements?list=trending', f.cookies.admin);
    expect(listed.data.placements[0]).toMatchObject({ productId: plain!.id, source: 'admin', running: true, endsAt: null });

    const pinned = await f.call('POST', '/api/admin/placements', f.cookies.admin, { list: 'best_sellers', productId: plain!.id });
    expect((await shelf('/api/hero/best-sellers'))[0]).toBe(plain!.id);

    const ended = await f.call('DELETE', `/api/admin/placements/${added.data.placement._id}`, f.cookies.admin);
    expect(ended.message).toBe(MESSAGES.placementEnded);
    expect(await shelf('/api/hero/more-results')).not.toContain(plain!.id);
    expect((await f.call('GET', '/api/admin/placements?list=trending', f.cookies.admin)).data.placements.some((placement: { _id: string }) => placement._id === added.data.placement._id)).toBe(false);
    await f.call('DELETE', `/api/admin/placements/${pinned.data.placement._id}`, f.cookies.admin);

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, added.data.placement._id));
    expect(trail.map((entry) => [entry.entity, entry.action])).toEqual([
      ['placement', 'create'],
      ['placement', 'end'],
    ]);
    expect((await f.call('DELETE', '/api/admin/placements/00000000-0000-4000-8000-000000000000', f.cookies.admin)).status).toBe(404);
  });

  it('only a live product, and dates in order', async () => {
    const [archived] = await t.db.select({ id: products.id }).from(products).limit(1);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, archived!.id));
    expect(await f.call('POST', '/api/admin/placements', f.cookies.admin, { list: 'featured', productId: archived!.id })).toMatchObject({ status: 400, message: MESSAGES.placementProductNotLive });
    await t.db.update(products).set({ status: 'published' }).where(eq(products.id, archived!.id));
    expect((await f.call('POST', '/api/admin/placements', f.cookies.admin, { list: 'featured', productId: archived!.id, startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' })).status).toBe(400);
  });
});
