import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { demoSessions } from '../../../test/fixtures.ts';
import { makeBuyers } from '../../../test/buyers.ts';
import { writeStorefrontBuild } from '../../../test/storefront-build.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { IMAGE_MESSAGES } from '../../integrations/images/process-image.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { sellerProfiles } from './sellers.tables.ts';

/**
 * Issue 40, the shop edits its page: its logo and banner through the product photos' checks, shown on
 * its page at once (the cached page purged); its descriptions through the profile-change review.
 */
const SITE = 'https://souk.example';
let t: TestApp;
let cookies: Record<string, string>;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: writeStorefrontBuild(), PUBLIC_URL: SITE, PAGE_FRESH_SECONDS: '60' });
  ({ cookies, ids } = await demoSessions(t.db, ['seller.self', 'seller.managed', 'admin']));
});
afterAll(() => t?.close());

const shopOf = async (userId: string) =>
  (await t.db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId)))[0]!;

/** A multipart body with the given files, built by hand as a browser sends it. */
function multipart(files: { field: string; body: Buffer; type?: string }[], fields: Record<string, string> = {}) {
  const boundary = '----souk-shop-page-boundary';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(({ field, body, type = 'image/png' }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      body,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const putPhotos = (cookie: string | undefined, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/seller/shop-page',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The JSON-LD `Store` of a rendered shop page. */
const storeOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((entry) => entry['@type'] === 'Store');

describe("the shop page's photos", () => {
  it('a seller sets its logo and banner; they show on its page at once, the cached page purged', async () => {
    const seller = ids['seller.self']!;
    const { slug } = await shopOf(seller);
    const before = (await get(`/api/shops/${slug}`)).json().data.shop;
    expect(before).toMatchObject({ logo: null, banner: null });
    // The page is rendered and kept (60 s fresh) before the change.
    const cached = await get(`/shops/${slug}`);
    expect(cached.statusCode).toBe(200);
    expect(storeOf(cached.body)).not.toHaveProperty('logo');

    const answer = await putPhotos(
      cookies['seller.self'],
      multipart([
        { field: 'logo', body: await png(500, 500, '#2f6b4f') },
        { field: 'banner', body: await png(1600, 400, '#c8a24a') },
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(MESSAGES.shopPhotosSaved);
    const saved = answer.json().data.shopPage;
    expect(saved.logo).toMatch(/^\/media\/shops\/.+-256\.webp$/);
    expect(saved.banner).toMatch(/^\/media\/shops\/.+-1200\.webp$/);

    const shop = (await get(`/api/shops/${slug}`)).json().data.shop;
    expect(shop).toMatchObject({ logo: saved.logo, banner: saved.banner });
    // Re-encoded by the media pipeline: WebP, resized, the banner keeping its wide shape.
    const banner = await get(shop.banner);
    expect(banner.headers['content-type']).toBe('image/webp');
    expect(await sharp(banner.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 300 });
    expect((await sharp((await get(shop.logo)).rawPayload).metadata()).width).toBe(256);

    // The rendered page was purged: its JSON-LD names the logo and the banner is its preview image.
    const page = await get(`/shops/${slug}`);
    expect(storeOf(page.body)).toMatchObject({ logo: `${SITE}${saved.logo}` });
    expect(page.body).toContain(`<meta property="og:image" content="${SITE}${saved.banner}"`);

    // Audited, with the keys before and after.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, seller), eq(auditLog.action, 'change_shop_photos')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ actorId: seller, before: { logoKey: null, bannerKey: null } });

    // The seller's own view says the same.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/seller/shop-page',
      headers: { cookie: cookies['seller.self']! },
    });
    expect(mine.json().data.shopPage).toMatchObject({ slug, visible: true, logo: saved.logo, banner: saved.banner });
  });

  it("refuses a file that is not an image, or too large, with the media checks' words, and changes nothing", async () => {
    const seller = ids['seller.self']!;
    const kept = await shopOf(seller);
    const script = await putPhotos(
      cookies['seller.self'],
      multipart([{ field: 'logo', body: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }]),
    );
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe(IMAGE_MESSAGES.notAnImage);
    // A good logo beside a bad banner: neither is stored.
    const half = await putPhotos(
      cookies['seller.self'],
      multipart([
        { field: 'logo', body: await png(300, 300, '#123456') },
        { field: 'banner', body: Buffer.from('GIF89a not allowed') },
      ]),
    );
    expect(half.statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(9 << 20)]);
    const oversized = await putPhotos(cookies['seller.self'], multipart([{ field: 'banner', body: big }]));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe(IMAGE_MESSAGES.tooLarge);
    const corrupt = await putPhotos(
      cookies['seller.self'],
      multipart([{ field: 'logo', body: Buffer.concat([big.subarray(0, 8), Buffer.from('garbage')]) }]),
    );
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().message).toBe(IMAGE_MESSAGES.unreadable);
    const nothing = await putPhotos(cookies['seller.self'], multipart([], { removeLogo: 'false' }));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MESSAGES.shopPhotoRequired);
    const after = await shopOf(seller);
    expect({ logo: after.logoKey, banner: after.bannerKey }).toEqual({ logo: kept.logoKey, banner: kept.bannerKey });
  });

  it("changes only the caller's own shop; buyers and visitors are refused", async () => {
    const owner = await shopOf(ids['seller.self']!);
    const other = await putPhotos(
      cookies['seller.managed'],
      multipart([{ field: 'logo', body: await png(200, 200, '#aa0000') }]),
    );
    expect(other.statusCode).toBe(200);
    expect((await shopOf(ids['seller.managed']!)).logoKey).toMatch(/^shops\//);
    expect((await shopOf(ids['seller.self']!)).logoKey).toBe(owner.logoKey);
    expect(other.json().data.shopPage.logo).not.toBe((await get(`/api/shops/${owner.slug}`)).json().data.shop.logo);

    const [buyer] = await makeBuyers(t.db, 1, 'shoppagebuyer');
    const logo = multipart([{ field: 'logo', body: await png(200, 200, '#00aa00') }]);
    expect((await putPhotos(buyer!.cookie, logo)).statusCode).toBe(403);
    expect((await putPhotos(undefined, logo)).statusCode).toBe(401);
    expect((await shopOf(ids['seller.self']!)).logoKey).toBe(owner.logoKey);
  });

  it('a removed logo leaves the page to the initials', async () => {
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/shop-page',
      headers: { cookie: cookies['seller.managed']! },
      payload: { removeLogo: true },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.shopPage.logo).toBeNull();
    expect((await shopOf(ids['seller.managed']!)).logoKey).toBeNull();
  });
});

describe("the shop page's descriptions", () => {
  it('an English and Arabic description wait for staff review, then show in the reader’s language', async () => {
    const seller = ids['seller.self']!;
    const profile = await shopOf(seller);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object, code?: string) =>
      t.app.inject({
        method,
        url,
        headers: { cookie, ...(code ? { 'x-update-token': code } : {}) },
        ...(payload ? { payload } : {}),
      });
    expect((await call('POST', '/api/seller-update/request-update', cookies['seller.self']!)).statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, profile.businessEmail!))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = /Your code\s+(\S+)/.exec(mail!.body)![1]!;
    const changes = {
      businessDescription: 'Hand-made crafts from the cedar forests.',
      businessDescriptionAr: 'حِرَف يدوية من غابات الأرز.',
    };
    const sent = await call('POST', '/api/seller-update/submit-form', cookies['seller.self']!, changes, code);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.request).toMatchObject({ status: 'pending', changes });

    // Nothing shows before staff approve.
    const waiting = (await get(`/api/shops/${profile.slug}`)).json().data.shop;
    expect(waiting).toMatchObject({ description: profile.businessDescription, descriptionAr: '' });

    const approved = await call(
      'PUT',
      `/api/admin/seller-update-requests/${sent.json().data.request._id}`,
      cookies.admin!,
      { decision: 'approve' },
    );
    expect(approved.statusCode).toBe(200);
    const shown = (await get(`/api/shops/${profile.slug}`)).json().data.shop;
    expect(shown).toMatchObject({
      description: changes.businessDescription,
      descriptionAr: changes.businessDescriptionAr,
    });
    // The rendered page, in Arabic, describes the shop in Arabic; in English, in English.
    const arabic = await get(`/shops/${profile.slug}?lang=ar`);
    expect(arabic.body).toContain(`<meta name="description" content="${changes.businessDescriptionAr}"`);
    const english = await get(`/shops/${profile.slug}`);
    expect(english.body).toContain(`<meta name="description" content="${changes.businessDescription}"`);
  });
});
