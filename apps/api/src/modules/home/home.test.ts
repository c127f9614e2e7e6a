import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { demoSessions } from '../../../test/fixtures.ts';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { couponDiscount } from '../coupons/coupons.service.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { supportRequests } from '../support/support.tables.ts';
import { banners, newsletterSubscribers } from './home.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json() };
};

describe('newsletter and contact', () => {
  it('subscribing twice answers the same and keeps one row', async () => {
    expect((await post('/api/newsletter/subscribe', { email: 'Fan@Example.com' })).body.message).toBe(
      MESSAGES.subscribed,
    );
    expect((await post('/api/newsletter/subscribe', { email: 'fan@example.com' })).status).toBe(200);
    expect(
      await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'fan@example.com')),
    ).toHaveLength(1);
    expect((await post('/api/newsletter/subscribe', { email: '' })).body.errors).toContainEqual({
      msg: MESSAGES.newsletterEmailRequired,
      path: 'email',
    });
    expect((await post('/api/newsletter/subscribe', { email: 'nope' })).body.errors).toContainEqual({
      msg: MESSAGES.newsletterEmailInvalid,
      path: 'email',
    });
  });

  it('a new subscriber is e-mailed a single-use 10% code of their own; subscribing again mints none', async () => {
    const codesFor = async (email: string) => {
      const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
      return mails.map((mail) => /NEWS-[A-Z0-9]+/.exec(mail.body)?.[0]);
    };
    await post('/api/newsletter/subscribe', { email: 'gift@example.com' });
    await post('/api/newsletter/subscribe', { email: 'GIFT@example.com' });
    await post('/api/newsletter/subscribe', { email: 'other@example.com' });
    const [code] = await codesFor('gift@example.com');
    expect(await codesFor('gift@example.com')).toHaveLength(1);
    const [otherCode] = await codesFor('other@example.com');
    expect(code).toBeDefined();
    expect(otherCode).not.toBe(code);
    const line = { sellerId: 's', categoryId: 'c', lineCents: 3000 };
    const { coupon, discountCents } = await couponDiscount(t.db, code!.toLowerCase(), [line], undefined);
    expect(discountCents).toBe(300);
    expect(coupon).toMatchObject({ kind: 'percent', value: 10, maxRedemptions: 1, perUserLimit: 1 });
  });

  it('a contact message is stored and e-mailed to support; missing fields get the spec message', async () => {
    const sent = await post('/api/contact-us', {
      name: 'Rami',
      email: '',
      phone: '+96171 12',
      message: 'Where is my order?',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MESSAGES.contactSent);
    const [stored] = await t.db.select().from(supportRequests).where(eq(supportRequests.source, 'contact'));
    expect(stored).toMatchObject({ name: 'Rami', phone: '+9617112', email: null, status: 'open' });
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'support@souk.test'));
    expect(mail!.body).toContain('Where is my order?');
    const missing = await post('/api/contact-us', { name: '', phone: '', message: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.contactRequired);
  });
});

describe('banner links stay on the site', () => {
  const OFF_SITE = [
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/%2F%2Fevil.example/phish',
    'https://evil.example/phish',
  ];
  const form = async (
    method: 'POST' | 'PUT',
    url: string,
    cookie: string,
    fields: Record<string, string>,
    images: Buffer[] = [],
  ) => {
    const body = await multipart(fields, images.length ? { images } : {});
    const response = await t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
    return { status: response.statusCode, body: response.json() };
  };

  it('a link that leaves the site is refused with a 400 and nothing is stored, on create and on edit', async () => {
    const { cookies } = await demoSessions(t.db, ['dataentry']);
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2f6b4f' } })
      .png()
      .toBuffer();
    for (const linkUrl of OFF_SITE) {
      const refused = await form(
        'POST',
        '/api/hero/banner',
        cookies.dataentry!,
        { title: `Phish ${linkUrl}`, linkUrl },
        [png],
      );
      expect(refused.status, linkUrl).toBe(400);
      expect(refused.body.message).toBe(MESSAGES.linkNotOnSite);
      expect(refused.body.errors).toContainEqual({ msg: MESSAGES.linkNotOnSite, path: 'linkUrl' });
      expect(
        await t.db
          .select()
          .from(banners)
          .where(eq(banners.title, `Phish ${linkUrl}`)),
      ).toEqual([]);
    }

    const made = await form(
      'POST',
      '/api/hero/banner',
      cookies.dataentry!,
      { title: 'Reviews', linkUrl: '/product/abc#reviews' },
      [png],
    );
    expect(made.status).toBe(201);
    const id = made.body.data.banner._id as string;
    for (const linkUrl of OFF_SITE) {
      expect((await form('PUT', `/api/hero/banner/${id}`, cookies.dataentry!, { linkUrl })).body.message).toBe(
        MESSAGES.linkNotOnSite,
      );
    }
    const [stored] = await t.db.select().from(banners).where(eq(banners.id, id));
    expect(stored!.linkUrl).toBe('/product/abc#reviews');
  });

  it('a link stored before the rule held is not shown on the home carousel', async () => {
    const [legacy] = await t.db
      .insert(banners)
      .values({ title: 'Legacy', imageKeys: [], linkUrl: '/\\evil.example/phish' })
      .returning();
    const home = await t.app.inject({ method: 'GET', url: '/api/hero/all-banners' });
    const shown = (home.json().data.banners as { _id: string; linkUrl: string | null }[]).find(
      (banner) => banner._id === legacy!.id,
    );
    expect(shown).toMatchObject({ linkUrl: null });
  });
});
