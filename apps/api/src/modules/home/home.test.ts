import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { couponDiscount } from '../coupons/coupons.service.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { supportRequests } from '../support/support.tables.ts';
import { newsletterSubscribers } from './home.tables.ts';

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
    expect((await post('/api/newsletter/subscribe', { email: 'Fan@Example.com' })).body.message).toBe(MESSAGES.subscribed);
    expect((await post('/api/newsletter/subscribe', { email: 'fan@example.com' })).status).toBe(200);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'fan@example.com'))).toHaveLength(1);
    expect((await post('/api/newsletter/subscribe', { email: '' })).body.errors).toContainEqual({ msg: MESSAGES.newsletterEmailRequired, path: 'email' });
    expect((await post('/api/newsletter/subscribe', { email: 'nope' })).body.errors).toContainEqual({ msg: MESSAGES.newsletterEmailInvalid, path: 'email' });
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
    const sent = await post('/api/contact-us', { name: 'Rami', email: '', phone: '+96171 12', message: 'Where is my order?' });
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
