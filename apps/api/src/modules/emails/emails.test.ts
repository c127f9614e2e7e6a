import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@souk/shared/languages';
import { NOTIFICATION_KINDS, notificationText, type NotificationParams } from '@souk/shared/notification-texts';
import {
  SELLER_NOTIFICATION_KINDS,
  sellerNotificationText,
  type SellerNotificationParams,
} from '@souk/shared/seller-notification-texts';
import { codeIn, mailParts, startSmtpServer, type MailParts } from '../../../test/smtp.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { codeEmail } from './emails.tsx';
import { enqueueEmail } from './emails.service.ts';
import { accountUpdatedEmail, newsletterEmail, shopUpdatedEmail, supportAnswerEmail } from './messages.ts';
import { emailOrderThanks } from './order-placed.ts';

const PUBLIC_URL = 'https://souk.example';
const SHOTS = path.resolve(import.meta.dirname, '../../../../../test-results/screenshots/emails');

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** Every mail the tests received, by name, for the screenshots at the end. */
const received: { name: string; language: LanguageCode; mail: MailParts }[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let addressCounter = 0;
const freshAddress = () => `10.41.0.${++addressCounter}`;

/** The `count`-th mail to `to`, sent through the local SMTP server, both parts decoded. */
async function mailTo(to: string, count = 1): Promise<MailParts> {
  t.app.outbox.nudge();
  return mailParts((await smtp.waitFor(to, count)).raw);
}

/** The first mail to `to` with this subject. */
async function mailWithSubject(to: string, subject: string): Promise<MailParts> {
  t.app.outbox.nudge();
  for (let count = 1; ; count++) {
    const mail = mailParts((await smtp.waitFor(to, count)).raw);
    if (mail.subject === subject) return mail;
  }
}

/** All `count` mails to `to` (the worker sends a batch at once, so they may arrive in any order). */
async function allMailsTo(to: string, count: number): Promise<MailParts[]> {
  t.app.outbox.nudge();
  await smtp.waitFor(to, count);
  return smtp.mails.filter((mail) => mail.to.includes(to)).map((mail) => mailParts(mail.raw));
}

function bySubject(mails: MailParts[], title: string, language: LanguageCode): MailParts {
  const subject = `${language === 'ar' ? 'سوق' : 'Souk'}: ${title}`;
  const found = mails.filter((mail) => mail.subject === subject);
  expect(found.map((mail) => mail.subject)).toEqual([subject]);
  return found[0]!;
}

/** What every e-mail must be: both parts, the reader's language and direction, absolute links only. */
function expectWellFormed(mail: MailParts, language: LanguageCode) {
  expect(mail.text.trim().length).toBeGreaterThan(0);
  expect(mail.html).toBeDefined();
  const html = mail.html!;
  const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  expect(root).toContain(`lang="${language}"`);
  expect(root).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
  const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  // The plain text writes the links out in full.
  expect(mail.text).toContain(PUBLIC_URL);
  if (language === 'ar') expect(mail.subject).toMatch(/^سوق: /);
  else expect(mail.subject).toMatch(/^Souk: /);
}

async function setLanguage(userId: string, language: LanguageCode) {
  await t.db.update(users).set({ language }).where(eq(users.id, userId));
}

describe('e-mails (issue 41)', () => {
  it('a new account is welcomed in the language it signed up in, and follows the language its person reads', async () => {
    const email = 'rana.welcome@souk.test';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      headers: { cookie: 'souk_lang=ar' },
      payload: {
        userName: 'rana_welcome',
        email,
        phone: '71440041',
        password: 'Welcome-Pass1',
        confirmPassword: 'Welcome-Pass1',
      },
    });
    expect(registered.statusCode).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account!.language).toBe('ar');

    const mail = await mailTo(email);
    expectWellFormed(mail, 'ar');
    expect(mail.subject).toBe('سوق: أهلًا بك في سوق');
    expect(mail.text).toContain('مرحبًا rana_welcome،');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
    received.push({ name: 'welcome', language: 'ar', mail });

    // Switching the site to English switches the account's e-mails too; a request that says nothing changes nothing.
    const cookie = sessionCookieOf(registered);
    await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.language).toBe('ar');
    await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: `${cookie}; souk_lang=en` } });
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.language).toBe('en');
  });

  it('codes by e-mail: a sign-up code in the language asked for, a password reset in the account holder’s', async () => {
    const email = 'code.reader@souk.test';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: freshAddress(),
      headers: { cookie: 'souk_lang=ar' },
      payload: { phone: '71440042', email, deliveryMethod: 'email', purpose: 'signup' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await mailTo(email);
    expectWellFormed(code, 'ar');
    expect(code.subject).toBe('سوق: رمز التحقق الخاص بك');
    const digits = codeIn(code.text);
    expect(code.html).toContain(digits);
    received.push({ name: 'code-verification', language: 'ar', mail: code });

    for (const language of ['en', 'ar'] as const) {
      const [holder] = await t.db
        .select()
        .from(users)
        .where(sql`${users.email} is not null and 'buyer' = any(${users.accountTypes})`)
        .orderBy(users.createdAt)
        .offset(language === 'en' ? 0 : 1)
        .limit(1);
      await setLanguage(holder!.id, language);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/recovery/forgot-password',
        remoteAddress: freshAddress(),
        payload: { email: holder!.email },
      });
      expect(forgot.statusCode).toBe(200);
      // The demo's own mails to this account (written when it was seeded) may come first.
      const reset = await mailWithSubject(
        holder!.email!,
        language === 'ar' ? 'سوق: رمز إعادة تعيين كلمة المرور' : 'Souk: Your password reset code',
      );
      expectWellFormed(reset, language);
      expect(codeIn(reset.text)).toMatch(/^\d{6}$/);
      received.push({ name: 'code-password-reset', language, mail: reset });
    }
  });

  it('every buyer notice: its words, the order’s items and address, and a link to the order’s page', async () => {
    const [order] = await t.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id)).limit(1);
    const params: NotificationParams = {
      orderNumber: order!.orderNumber,
      amount: '$24.50',
      seller: 'Cedar Crafts',
      reason: 'The size ran out',
      item: item!.name,
      productName: item!.name,
      refundTo: 'credit_card',
    };
    for (const language of ['en', 'ar'] as const) {
      await setLanguage(order!.userId, language);
      const to = `buyer.${language}@notices.test`;
      for (const kind of NOTIFICATION_KINDS)
        await notify(t.db, { userId: order!.userId, kind, params, orderId: order!.id, emailTo: to });
      const mails = await allMailsTo(to, NOTIFICATION_KINDS.length);
      for (const kind of NOTIFICATION_KINDS) {
        const mail = bySubject(mails, notificationText(kind, params, language).title, language);
        expectWellFormed(mail, language);
        if (kind === 'question_answered') expect(mail.html).not.toContain('/order-history/');
        else {
          expect(mail.html).toContain(`href="${PUBLIC_URL}/order-history/${order!.orderNumber}"`);
          expect(mail.text).toContain(`${PUBLIC_URL}/order-history/${order!.orderNumber}`);
          expect(mail.text).toContain(order!.shippingAddress.streetAddress);
        }
        received.push({ name: `buyer-${kind}`, language, mail });
      }
    }
  });

  it('the thanks for an order: its items, totals and address, from the checkout’s figures or the stored order', async () => {
    const [order] = await t.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    await setLanguage(order!.userId, 'en');
    await emailOrderThanks(t.db, {
      to: 'thanks.paid@souk.test',
      orderNumber: order!.orderNumber,
      totalCents: order!.totalCents,
      userId: order!.userId,
      orderId: order!.id,
      cash: false,
    });
    const paid = await mailTo('thanks.paid@souk.test');
    expectWellFormed(paid, 'en');
    expect(paid.subject).toBe(`Souk: Thank you for your order ${order!.orderNumber}`);
    for (const line of items) expect(paid.text).toContain(line.name);
    expect(paid.text).toContain('Total');
    received.push({ name: 'order-thanks-paid', language: 'en', mail: paid });

    await setLanguage(order!.userId, 'ar');
    await emailOrderThanks(t.db, {
      to: 'thanks.cash@souk.test',
      orderNumber: 'SK100999',
      totalCents: 3275,
      userId: order!.userId,
      cash: true,
      placing: {
        lines: [
          { name: 'صابون زيت الزيتون', color: 'أخضر', size: null, priceCents: 850, quantity: 2 },
          { name: 'Cedar wood box', color: null, size: 'L', priceCents: 1200, quantity: 1 },
        ],
        totals: {
          subtotalCents: 2900,
          discountCents: 0,
          shippingCents: 300,
          vatCents: 0,
          codFeeCents: 75,
          totalCents: 3275,
        },
        address: {
          firstName: 'رنا',
          lastName: 'خوري',
          email: 'thanks.cash@souk.test',
          phone: '+96171440043',
          streetAddress: 'شارع الحمرا',
          building: 'بناية النور',
          floor: '3',
          city: 'بيروت',
          state: '',
          zipCode: '',
          location: 'Beirut - Hamra',
          country: 'Lebanon',
        },
      },
    });
    const cash = await mailTo('thanks.cash@souk.test');
    expectWellFormed(cash, 'ar');
    expect(cash.text).toContain('صابون زيت الزيتون');
    expect(cash.text).toContain('رسم الدفع عند الاستلام');
    expect(cash.text).toContain('$32.75');
    expect(cash.html).toContain(`href="${PUBLIC_URL}/order-history/SK100999"`);
    received.push({ name: 'order-thanks-cash', language: 'ar', mail: cash });
  });

  it('every seller notice links into the seller area by its full address', async () => {
    const [seller] = await t.db.select().from(sellerProfiles).limit(1);
    const params: SellerNotificationParams = {
      businessName: seller!.businessName,
      orderNumber: 'SK100321',
      amount: '$148.20',
      units: 3,
      productName: 'Olive oil soap',
      percent: 15,
      reason: 'The photos are blurred',
      from: '2026-11-01',
      to: '2026-11-15',
      title: 'Holiday hours',
      message: 'Orders placed on the 24th ship on the 27th.',
    };
    for (const language of ['en', 'ar'] as const) {
      await setLanguage(seller!.userId, language);
      const to = `seller.${language}@notices.test`;
      for (const kind of SELLER_NOTIFICATION_KINDS)
        await notifySeller(t.db, { sellerId: seller!.userId, kind, params, emailTo: to });
      const mails = await allMailsTo(to, SELLER_NOTIFICATION_KINDS.length);
      for (const kind of SELLER_NOTIFICATION_KINDS) {
        const mail = bySubject(mails, sellerNotificationText(kind, params, language).title, language);
        expectWellFormed(mail, language);
        expect(mail.html).toContain(`href="${PUBLIC_URL}/seller-dashboard`);
        expect(mail.html).not.toContain('href="/seller-dashboard');
        received.push({ name: `seller-${kind}`, language, mail });
      }
    }
  });

  it('customer service’s, the newsletter’s and the shop profile code’s e-mails, in both languages', async () => {
    for (const language of ['en', 'ar'] as const) {
      const to = `messages.${language}@souk.test`;
      const emails = {
        'account-updated': accountUpdatedEmail(language, {
          name: 'Rami Haddad',
          phone: '+96171000001',
          phoneChanged: true,
        }),
        'shop-updated': shopUpdatedEmail(language, {
          shop: 'Cedar Crafts',
          location: 'Beirut - Hamra',
          address: 'Bliss St 4',
        }),
        newsletter: newsletterEmail(language, { code: 'NEWS-7Q2KD9', percent: 10, days: 90 }),
        'support-answer': supportAnswerEmail(language, {
          name: 'Rami',
          answer: 'Your parcel left this morning.\nThe courier calls before coming.',
          wrote: 'Where is my order?',
        }),
        'code-profile-update': codeEmail({
          language,
          purpose: 'profile_update',
          code: 'q3ZK8vN0aL2xYt5cWm9R1bFe',
          minutes: 30,
          shop: 'Cedar Crafts',
        }),
      };
      for (const email of Object.values(emails)) await enqueueEmail(t.db, to, email);
      const mails = await allMailsTo(to, Object.keys(emails).length);
      for (const [name, email] of Object.entries(emails)) {
        const mail = mails.find((candidate) => candidate.subject === email.subject);
        expect(mail, name).toBeDefined();
        expectWellFormed(mail!, language);
        received.push({ name, language, mail: mail! });
      }
    }
  });

  it('each e-mail fits a phone (375 px) and a desktop, in both languages (screenshots under test-results/screenshots/emails)', async () => {
    expect(received.length).toBeGreaterThan(60);
    mkdirSync(SHOTS, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      for (const width of [375, 1024]) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        // The e-mails hold no outside resource; nothing leaves the machine.
        await page.route('**/*', (route) => route.abort());
        for (const { name, language, mail } of received) {
          await page.setContent(mail.html!, { waitUntil: 'load' });
          // A string: the API's types know no DOM.
          const { overflow, dir } = await page.evaluate<{ overflow: number; dir: string }>(
            '({ overflow: document.documentElement.scrollWidth - window.innerWidth, dir: document.documentElement.dir })',
          );
          expect({ name, language, width, overflow }).toEqual({ name, language, width, overflow: 0 });
          expect(dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
          await page.screenshot({ path: path.join(SHOTS, `${name}-${language}-${width}.png`), fullPage: true });
        }
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 240_000);
});
