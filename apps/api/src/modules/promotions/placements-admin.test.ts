import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { productFixture } from '../../../test/product-forms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { sponsors } from '../home/home.tables.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof productFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

/** Shelves are cached by address for a few seconds: each read asks with its own limit. */
let limit = 20;
const shelf = async (path: string) =>
  ((await f.call('GET', `${path}?limit=${limit++}`)).data.products as { _id: string }[]).map((product) => product._id);

describe('home list placements', () => {
  it('only admins keep the lists', async () => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'published'))
      .limit(1);
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
    const added = await f.call('POST', '/api/admin/placements', f.cookies.admin, {
      list: 'trending',
      productId: plain!.id,
    });
    expect(added).toMatchObject({ status: 201, message: MESSAGES.placementAdded });
    expect((await shelf('/api/hero/more-results'))[0]).toBe(plain!.id);
    const listed = await f.call('GET', '/api/admin/placements?list=trending', f.cookies.admin);
    expect(listed.data.placements[0]).toMatchObject({
      productId: plain!.id,
      source: 'admin',
      running: true,
      endsAt: null,
    });

    const pinned = await f.call('POST', '/api/admin/placements', f.cookies.admin, {
      list: 'best_sellers',
      productId: plain!.id,
    });
    expect((await shelf('/api/hero/best-sellers'))[0]).toBe(plain!.id);

    const ended = await f.call('DELETE', `/api/admin/placements/${added.data.placement._id}`, f.cookies.admin);
    expect(ended.message).toBe(MESSAGES.placementEnded);
    expect(await shelf('/api/hero/more-results')).not.toContain(plain!.id);
    expect(
      (await f.call('GET', '/api/admin/placements?list=trending', f.cookies.admin)).data.placements.some(
        (placement: { _id: string }) => placement._id === added.data.placement._id,
      ),
    ).toBe(false);
    await f.call('DELETE', `/api/admin/placements/${pinned.data.placement._id}`, f.cookies.admin);

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, added.data.placement._id));
    expect(trail.map((entry) => [entry.entity, entry.action])).toEqual([
      ['placement', 'create'],
      ['placement', 'end'],
    ]);
    expect(
      (await f.call('DELETE', '/api/admin/placements/00000000-0000-4000-8000-000000000000', f.cookies.admin)).status,
    ).toBe(404);
  });

  it('only a live product, and dates in order', async () => {
    const [archived] = await t.db.select({ id: products.id }).from(products).limit(1);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, archived!.id));
    expect(
      await f.call('POST', '/api/admin/placements', f.cookies.admin, { list: 'featured', productId: archived!.id }),
    ).toMatchObject({ status: 400, message: MESSAGES.placementProductNotLive });
    await t.db.update(products).set({ status: 'published' }).where(eq(products.id, archived!.id));
    expect(
      (
        await f.call('POST', '/api/admin/placements', f.cookies.admin, {
          list: 'featured',
          productId: archived!.id,
          startsAt: '2027-02-01T00:00:00Z',
          endsAt: '2027-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(400);
  });
});

describe('home sponsors', () => {
  const names = async () =>
    ((await f.call('GET', '/api/sponsors/admin/all')).data.sponsors as { name: string }[]).map(
      (sponsor) => sponsor.name,
    );

  it('only admins place sponsors; the logo must be an image', async () => {
    expect((await f.call('GET', '/api/admin/sponsors')).status).toBe(401);
    expect((await f.send('POST', '/api/admin/sponsors', undefined, { name: 'Nobody' }, { logo: [f.png] })).status).toBe(
      401,
    );
    for (const who of ['buyer', 'seller.self', 'dataentry', 'dataentry.admin']) {
      expect((await f.call('GET', '/api/admin/sponsors', f.cookies[who])).status, who).toBe(403);
      expect(
        (await f.send('POST', '/api/admin/sponsors', f.cookies[who], { name: 'Not theirs' }, { logo: [f.png] })).status,
        who,
      ).toBe(403);
      expect(
        (await f.call('DELETE', '/api/admin/sponsors/00000000-0000-4000-8000-000000000000', f.cookies[who])).status,
        who,
      ).toBe(403);
    }
    expect((await f.call('GET', '/api/admin/sponsors', f.cookies.superadmin)).status).toBe(200);
    expect(await f.send('POST', '/api/admin/sponsors', f.cookies.admin, { name: '' }, { logo: [f.png] })).toMatchObject(
      { status: 400, message: MESSAGES.sponsorNameRequired },
    );
    expect(await f.send('POST', '/api/admin/sponsors', f.cookies.admin, { name: 'No logo' }, {})).toMatchObject({
      status: 400,
      message: MESSAGES.sponsorLogoRequired,
    });
    expect(
      await f.send(
        'POST',
        '/api/admin/sponsors',
        f.cookies.admin,
        { name: 'Bad link', url: 'javascript:alert(1)' },
        { logo: [f.png] },
      ),
    ).toMatchObject({ status: 400, message: MESSAGES.sponsorUrlInvalid });
    expect(
      (
        await f.send(
          'POST',
          '/api/admin/sponsors',
          f.cookies.admin,
          { name: 'Text logo' },
          { logo: [Buffer.from('plain text')] },
        )
      ).status,
    ).toBe(415);
    expect(
      await f.send(
        'POST',
        '/api/admin/sponsors',
        f.cookies.admin,
        { name: 'Backwards', startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
        { logo: [f.png] },
      ),
    ).toMatchObject({ status: 400, message: MESSAGES.couponDatesInvalid });
    expect(await names()).not.toContain('Text logo');
  });

  it('a sponsor shows on the home strip at once, a later one waits its date, ending one takes it off; all audited', async () => {
    const now = await f.send(
      'POST',
      '/api/admin/sponsors',
      f.cookies.admin,
      { name: 'Byblos Bank', url: 'https://example.com/byblos' },
      { logo: [f.png] },
    );
    expect(now).toMatchObject({
      status: 201,
      message: MESSAGES.sponsorAdded,
      data: { sponsor: { name: 'Byblos Bank', running: true, endsAt: null } },
    });
    const later = await f.send(
      'POST',
      '/api/admin/sponsors',
      f.cookies.admin,
      { name: 'Next Year Co', startsAt: '2099-01-01T00:00:00+02:00' },
      { logo: [f.png] },
    );
    expect(later.data.sponsor.running).toBe(false);
    const strip = await names();
    expect(strip.at(-1)).toBe('Byblos Bank');
    expect(strip).not.toContain('Next Year Co');
    const logo = (
      (await f.call('GET', '/api/sponsors/admin/all')).data.sponsors as { name: string; logo: string; url: string }[]
    ).find((sponsor) => sponsor.name === 'Byblos Bank')!;
    expect(logo.url).toBe('https://example.com/byblos');
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(logo.logo, 'http://localhost').pathname })).headers[
        'content-type'
      ],
    ).toMatch(/^image\//);

    const managed = (await f.call('GET', '/api/admin/sponsors', f.cookies.admin)).data.sponsors as {
      _id: string;
      name: string;
    }[];
    expect(managed.map((sponsor) => sponsor.name)).toEqual(expect.arrayContaining(['Byblos Bank', 'Next Year Co']));
    expect(await f.call('DELETE', `/api/admin/sponsors/${now.data.sponsor._id}`, f.cookies.admin)).toMatchObject({
      status: 200,
      message: MESSAGES.sponsorEnded,
    });
    expect(await names()).not.toContain('Byblos Bank');
    expect(
      ((await f.call('GET', '/api/admin/sponsors', f.cookies.admin)).data.sponsors as { name: string }[]).map(
        (sponsor) => sponsor.name,
      ),
    ).not.toContain('Byblos Bank');
    expect(await f.call('DELETE', `/api/admin/sponsors/${now.data.sponsor._id}`, f.cookies.admin)).toMatchObject({
      status: 404,
      message: MESSAGES.sponsorNotFound,
    });

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, now.data.sponsor._id));
    expect(trail.map((entry) => [entry.entity, entry.action])).toEqual([
      ['sponsor', 'create'],
      ['sponsor', 'end'],
    ]);
    expect(await t.db.select().from(sponsors).where(eq(sponsors.id, now.data.sponsor._id))).toHaveLength(1);
  });
});
