import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, pleaseWaitForCode } from '@souk/shared/messages';
import { solvedChallenge } from '../../../test/challenge.ts';
import { codeIn, startSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loginThrottle, users } from '../auth/auth.tables.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { codeSends, otpCodes } from './otp.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneCounter = 0;
/** A fresh Lebanese number per test, so caps and codes never leak between tests. */
const freshPhone = () => `76${String(100000 + ++phoneCounter).slice(-6)}`;
let addressCounter = 0;
const freshAddress = () => `10.7.0.${++addressCounter}`;

type Reply = {
  status: number;
  body: { success: boolean; message: string; data: Record<string, unknown>; errors?: { msg: string; path: string }[] };
  headers: Record<string, unknown>;
};
async function post(url: string, payload: object, ip = '127.0.0.1'): Promise<Reply> {
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The newest code sent to a phone, read the way a developer would: from the development outbox. */
async function latestCode(phone: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  const messages = response.json().data.messages as { body: string; channel: string }[];
  return codeIn(messages[0]!.body);
}

const send = (phone: string, extra: object = {}, ip = freshAddress()) =>
  post('/api/otp/send', { phone, email: 'new@example.com', deliveryMethod: 'sms', purpose: 'signup', ...extra }, ip);

describe('POST /api/otp/send', () => {
  it('sends a 6-digit code, answers the spec fields, and keeps only a hash', async () => {
    const phone = freshPhone();
    const { status, body } = await send(phone);
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.otpSentPhone);
    expect(body.data).toMatchObject({
      deliveryMethod: 'sms',
      validityMinutes: 5,
      resendAfterSeconds: 60,
      cooldownSeconds: 60,
    });
    const expiresIn = new Date(body.data.expiresAt as string).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(300_000);

    const code = await latestCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+961${phone}`));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('WhatsApp goes to the whatsapp channel, e-mail to the address', async () => {
    const phone = freshPhone();
    await send(phone, { deliveryMethod: 'whatsapp' });
    const email = await send(freshPhone(), { deliveryMethod: 'email', email: 'Someone@Example.com' });
    expect(email.body.message).toBe(MESSAGES.otpSentEmail);
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} in (${`+961${phone}`}, 'someone@example.com')`);
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'whatsapp']);
  });

  it('answers bad input in the spec words', async () => {
    const letters = await send('7112345a');
    expect(letters.body.errors).toContainEqual({ msg: MESSAGES.phoneEightDigits, path: 'phone' });
    const short = await send('711234');
    expect(short.body.errors).toContainEqual({ msg: MESSAGES.phoneEightDigits, path: 'phone' });
    const noMethod = await post('/api/otp/send', { phone: freshPhone(), purpose: 'signup' });
    expect(noMethod.body.errors).toContainEqual({ msg: MESSAGES.chooseSmsOrWhatsapp, path: 'deliveryMethod' });
    const missing = await post('/api/otp/send', { deliveryMethod: 'sms' });
    expect(missing.body.errors).toContainEqual({ msg: MESSAGES.phoneRequired, path: 'phone' });
  });

  it('refuses a sign-up code for a phone that already has an account', async () => {
    const { status, body } = await send('71000001');
    expect(status).toBe(409);
    expect(body.message).toBe(MESSAGES.phoneTaken);
  });

  it('holds a 60 s cooldown, then allows 3 sends per quarter hour', async () => {
    const phone = freshPhone();
    expect((await send(phone)).status).toBe(200);
    const early = await send(phone);
    expect(early.status).toBe(429);
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(early.body.message).toBe(pleaseWaitForCode(wait));
    expect(early.body.message).toMatch(/^Please wait 0[01]:\d\d before requesting another code\.$/);
    const resend = await post('/api/otp/resend', { phone, deliveryMethod: 'whatsapp', purpose: 'signup' });
    expect(resend.status).toBe(429);

    const ageSends = () =>
      t.db
        .update(codeSends)
        .set({ createdAt: sql`${codeSends.createdAt} - interval '61 seconds'` })
        .where(eq(codeSends.target, `+961${phone}`));
    await ageSends();
    const again = await post(
      '/api/otp/resend',
      { phone, deliveryMethod: 'whatsapp', purpose: 'signup' },
      freshAddress(),
    );
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(MESSAGES.otpResent);
    await ageSends();
    expect((await send(phone)).status).toBe(200);
    await ageSends();
    expect((await send(phone)).status).toBe(429);
  });

  it('caps a phone at 10 sends a day, saying when the oldest of them leaves the day', async () => {
    const phone = freshPhone();
    const lastNight = new Date(Date.now() - 3 * 3600_000);
    await t.db
      .insert(codeSends)
      .values(Array.from({ length: 10 }, () => ({ target: `+961${phone}`, ip: '10.0.0.1', createdAt: lastNight })));
    const refused = await send(phone);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    expect(refused.body.message).toMatch(/^Please wait \d{4}:\d\d before requesting another code\.$/);
  });

  it('one address past ten sends an hour solves a challenge per send instead of waiting an hour', async () => {
    const ip = freshAddress();
    for (let index = 0; index < 10; index++) expect((await send(freshPhone(), {}, ip)).status).toBe(200);
    const asked = await send(freshPhone(), {}, ip);
    expect(asked.status).toBe(403);
    expect(asked.body.errors).toEqual([{ msg: MESSAGES.challengeRequired, path: 'altcha' }]);
    const solved = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      remoteAddress: ip,
      headers: await solvedChallenge(t.app),
      payload: { phone: freshPhone(), email: 'new@example.com', deliveryMethod: 'sms', purpose: 'signup' },
    });
    expect(solved.statusCode).toBe(200);
    expect((await send(freshPhone(), {}, freshAddress())).status).toBe(200);
  });

  it('far above the threshold an address is refused until its hour ends, with Retry-After', async () => {
    const ip = freshAddress();
    await t.db
      .insert(loginThrottle)
      .values({ key: `gate:codes:${ip}`, failures: 500, windowStartedAt: new Date(Date.now() - 30 * 60_000) });
    const refused = await send(freshPhone(), {}, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
  });

  it('concurrent sends to one phone give exactly one code', async () => {
    const phone = freshPhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => send(phone)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 429)).toHaveLength(7);
    const rows = await t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+961${phone}`));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/otp/verify', () => {
  it('a right code gives a verification token once; the same code again is refused', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await latestCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/api/otp/verify', { phone, otp: wrongCode, purpose: 'signup' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.invalidCode);
    const right = await post('/api/otp/verify', { phone, otp: code, purpose: 'signup' });
    expect(right.status).toBe(200);
    expect(right.body.message).toBe(MESSAGES.codeVerified);
    expect(typeof right.body.data.verificationToken).toBe('string');
    const again = await post('/api/otp/verify', { phone, otp: code, purpose: 'signup' });
    expect(again.status).toBe(400);
  });

  it('after 5 wrong tries the code is dead, even when parallel and even for the right code', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await latestCode(phone);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/otp/verify', { phone, otp: wrongCode, purpose: 'signup' })),
    );
    expect(guesses.every((guess) => guess.status === 400)).toBe(true);
    const [row] = await t.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+961${phone}`));
    expect(row!.attempts).toBe(5);
    const right = await post('/api/otp/verify', { phone, otp: code, purpose: 'signup' });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(MESSAGES.codeExhausted);
  });

  it('an expired code is refused', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await latestCode(phone);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, `+961${phone}`));
    const { status, body } = await post('/api/otp/verify', { phone, otp: code, purpose: 'signup' });
    expect(status).toBe(400);
    expect(body.message).toBe(MESSAGES.codeExpired);
  });

  it('a new send kills the earlier code', async () => {
    const phone = freshPhone();
    await send(phone);
    const first = await latestCode(phone);
    await t.db
      .update(codeSends)
      .set({ createdAt: sql`${codeSends.createdAt} - interval '61 seconds'` })
      .where(eq(codeSends.target, `+961${phone}`));
    await send(phone);
    const second = await latestCode(phone);
    if (first !== second)
      expect((await post('/api/otp/verify', { phone, otp: first, purpose: 'signup' })).status).toBe(400);
    expect((await post('/api/otp/verify', { phone, otp: second, purpose: 'signup' })).status).toBe(200);
  });

  it('needs the full 6 digits', async () => {
    for (const otp of ['12345', '12a456', '']) {
      const { body } = await post('/api/otp/verify', { phone: freshPhone(), otp, purpose: 'signup' });
      expect(body.errors).toContainEqual({ msg: MESSAGES.fullCodeRequired, path: 'otp' });
    }
  });
});

describe('sign-up with a verified phone', () => {
  const signup = (phone: string, suffix: string, verificationToken?: string) =>
    post('/api/auth/register', {
      userName: `verified${suffix}`,
      email: `verified${suffix}@example.com`,
      phone,
      password: 'Passw0rdX',
      confirmPassword: 'Passw0rdX',
      accountType: 'buyer',
      ...(verificationToken ? { verificationToken } : {}),
    });

  it('the token from verify marks the phone verified and is spent by the sign-up', async () => {
    const phone = freshPhone();
    await send(phone);
    const verified = await post('/api/otp/verify', { phone, otp: await latestCode(phone), purpose: 'signup' });
    const token = verified.body.data.verificationToken as string;
    const created = await signup(phone, '1', token);
    expect(created.status).toBe(201);
    expect((created.body.data.user as { phoneVerified: boolean }).phoneVerified).toBe(true);
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.phone, `+961${phone}`)));
    expect(row!.phoneVerified).toBe(true);

    const reused = await signup(freshPhone(), '2', token);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MESSAGES.verificationExpired);
  });

  it('a token for another phone is refused and nothing is created', async () => {
    const phone = freshPhone();
    await send(phone);
    const verified = await post('/api/otp/verify', { phone, otp: await latestCode(phone), purpose: 'signup' });
    const other = freshPhone();
    const { status } = await signup(other, '3', verified.body.data.verificationToken as string);
    expect(status).toBe(400);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.phone, `+961${other}`)),
    ).toHaveLength(0);
  });

  it('without a token the account is created with the phone unverified', async () => {
    const created = await signup(freshPhone(), '4');
    expect(created.status).toBe(201);
    expect((created.body.data.user as { phoneVerified: boolean }).phoneVerified).toBe(false);
  });

  it("a code e-mailed to an attacker never verifies the victim's phone, and the owner still signs up with it", async () => {
    const victimPhone = freshPhone();
    const attackerEmail = 'attacker5@example.com';
    await send(victimPhone, { deliveryMethod: 'email', email: attackerEmail });
    const viaEmail = await post('/api/otp/verify', {
      phone: victimPhone,
      otp: await latestCode(attackerEmail),
      purpose: 'signup',
    });
    expect(viaEmail.status).toBe(200);
    const attacker = await post('/api/auth/register', {
      userName: 'attacker5',
      email: attackerEmail,
      phone: victimPhone,
      password: 'Passw0rdX',
      confirmPassword: 'Passw0rdX',
      accountType: 'buyer',
      verificationToken: viaEmail.body.data.verificationToken,
    });
    expect(attacker.status).toBe(201);
    expect((attacker.body.data.user as { phoneVerified: boolean }).phoneVerified).toBe(false);

    // Later (past the resend wait), the real owner gets a code on the phone itself and signs up:
    // the unproven claim gives way.
    await t.db
      .update(codeSends)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(codeSends.target, `+961${victimPhone}`));
    const sent = await send(victimPhone);
    expect(sent.status).toBe(200);
    const bySms = await post('/api/otp/verify', {
      phone: victimPhone,
      otp: await latestCode(victimPhone),
      purpose: 'signup',
    });
    const owner = await signup(victimPhone, '5', bySms.body.data.verificationToken as string);
    expect(owner.status).toBe(201);
    expect((owner.body.data.user as { phoneVerified: boolean }).phoneVerified).toBe(true);
    const holders = await t.db
      .select()
      .from(users)
      .where(eq(users.phone, `+961${victimPhone}`));
    expect(holders.map((row) => row.userName)).toEqual(['verified5']);
    const [claimant] = await t.db.select().from(users).where(eq(users.email, attackerEmail));
    expect(claimant!.phone).toBeNull();
  });

  it('an e-mailed code proves only the e-mail it went to: another e-mail at sign-up is refused', async () => {
    const phone = freshPhone();
    await send(phone, { deliveryMethod: 'email', email: 'owner6@example.com' });
    const verified = await post('/api/otp/verify', {
      phone,
      otp: await latestCode('owner6@example.com'),
      purpose: 'signup',
    });
    const other = await signup(phone, '6', verified.body.data.verificationToken as string);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(MESSAGES.codeSentToOtherEmail);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.phone, `+961${phone}`)),
    ).toHaveLength(0);
  });

  it('a proven holder keeps the number: a second sign-up with it is refused', async () => {
    const phone = freshPhone();
    await send(phone);
    const verified = await post('/api/otp/verify', { phone, otp: await latestCode(phone), purpose: 'signup' });
    expect((await signup(phone, '7', verified.body.data.verificationToken as string)).status).toBe(201);
    const again = await send(phone);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.phoneTaken);
  });
});

describe('the outbox', () => {
  it('a local site without DEV_OUTBOX=true keeps the outbox shut: nobody reads a reset code there', async () => {
    const plain = await createTestApp({ DEV_OUTBOX: '' });
    try {
      const forgot = await plain.app.inject({
        method: 'POST',
        url: '/api/recovery/forgot-password',
        payload: { email: 'buyer@souk.test' },
      });
      expect(forgot.statusCode).toBeLessThan(300);
      const [queued] = await plain.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'buyer@souk.test'));
      expect(queued).toBeDefined();
      for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=buyer@souk.test']) {
        const response = await plain.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(queued!.body);
      }
      const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().data.devOutbox).toBe(false);
    } finally {
      await plain.close();
    }
  });

  it('the development outbox is a 404 once a real sender is configured', async () => {
    const smtp = await startSmtpServer();
    const withMail = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const response = await withMail.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await withMail.close();
      await smtp.close();
    }
  });

  it('a failed send stays queued with a backoff and is delivered once the mail server answers', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const phone = freshPhone();
      await app.app.inject({
        method: 'POST',
        url: '/api/otp/send',
        payload: { phone, email: 'retry@example.com', deliveryMethod: 'email', purpose: 'signup' },
      });
      await app.app.outbox.drain();
      const [failed] = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'retry@example.com'));
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed!.lastError).toBeTruthy();
      expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      const smtp = await startSmtpServer(port);
      try {
        await app.db.update(outboxMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) });
        await app.app.outbox.drain();
        const mail = await smtp.waitFor('retry@example.com');
        expect(codeIn(mail.raw)).toMatch(/^\d{6}$/);
        const [sent] = await app.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, 'retry@example.com'));
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, deliveredBy: 'smtp' });
      } finally {
        await smtp.close();
      }
    } finally {
      await app.close();
    }
  });
});
