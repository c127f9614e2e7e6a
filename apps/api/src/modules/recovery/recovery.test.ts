import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, pleaseWaitForCode } from '@souk/shared/messages';
import { codeIn, startSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seeds/seed.ts';
import { recoveryRequests } from './recovery.tables.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let addressCounter = 0;
const freshAddress = () => `10.8.0.${++addressCounter}`;

async function call(method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return {
    response,
    status: response.statusCode,
    body: response.json() as {
      success: boolean;
      message: string;
      data: unknown;
      errors?: { msg: string; path: string }[];
    },
  };
}

async function login(email: string, password: string) {
  const result = await call('POST', '/api/auth/login', { email, password });
  return result.status === 200 ? sessionCookieOf(result.response) : undefined;
}

describe('password recovery', () => {
  it('a forgotten password is reset with the e-mailed code; every old session ends', async () => {
    const email = 'seller.self@souk.test';
    const oldSession = await login(email, DEMO_PASSWORD);
    expect(oldSession).toBeDefined();

    const forgot = await call('POST', '/api/recovery/forgot-password', { email: 'Seller.Self@souk.test' });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe(MESSAGES.resetCodeSent);
    expect(typeof forgot.body.data).toBe('string');
    const mail = await smtp.waitFor(email);
    const code = codeIn(mail.raw);

    const wrong = await call('POST', '/api/recovery/verify-code', {
      email,
      verificationCode: code === '000000' ? '999999' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.invalidCode);

    const verified = await call('POST', '/api/recovery/verify-code', {
      email,
      verificationCode: code,
      token: forgot.body.data,
    });
    expect(verified.status).toBe(200);
    const { token, resetToken } = verified.body.data as { token: string; resetToken: string };
    expect(resetToken).toBe(token);

    expect((await call('GET', `/api/recovery/reset-password/${token}`)).body).toMatchObject({
      success: true,
      message: MESSAGES.tokenValid,
    });
    const weak = await call('POST', `/api/recovery/reset-password/${token}`, { password: 'nouppercase1' });
    expect(weak.body.errors).toContainEqual({ msg: MESSAGES.passwordUppercase, path: 'password' });
    const mismatch = await call('POST', `/api/recovery/reset-password/${token}`, {
      password: 'NewPassw0rd',
      confirmPassword: 'Other',
    });
    expect(mismatch.body.errors).toContainEqual({ msg: MESSAGES.resetPasswordsMismatch, path: 'confirmPassword' });

    const reset = await call('POST', `/api/recovery/reset-password/${token}`, {
      password: 'NewPassw0rd',
      confirmPassword: 'NewPassw0rd',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MESSAGES.passwordResetDone);

    expect((await call('GET', '/api/auth/profile', undefined, oldSession)).status).toBe(401);
    expect(await login(email, DEMO_PASSWORD)).toBeUndefined();
    expect(await login(email, 'NewPassw0rd')).toBeDefined();

    const reused = await call('POST', `/api/recovery/reset-password/${token}`, { password: 'Another1Pass' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MESSAGES.expiredToken);
    expect((await call('GET', `/api/recovery/reset-password/${token}`)).body.message).toBe(MESSAGES.expiredToken);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = await call('POST', '/api/recovery/forgot-password', { email: 'buyer@souk.test' });
    const unknown = await call('POST', '/api/recovery/forgot-password', { email: 'ghost@souk.test' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(typeof unknown.body.data).toBe(typeof known.body.data);
    expect((unknown.body.data as string).length).toBe((known.body.data as string).length);
    await smtp.waitFor('buyer@souk.test');
    await t.app.outbox.drain();
    expect(smtp.mails.some((mail) => mail.to.includes('ghost@souk.test'))).toBe(false);
    const guess = await call('POST', '/api/recovery/verify-code', {
      email: 'ghost@souk.test',
      verificationCode: '123456',
    });
    expect(guess.status).toBe(400);
    expect(guess.body.message).toBe(MESSAGES.invalidCode);
  });

  it('five wrong codes kill the request', async () => {
    const email = 'seller.managed@souk.test';
    await call('POST', '/api/recovery/forgot-password', { email });
    const code = codeIn((await smtp.waitFor(email)).raw);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt++)
      await call('POST', '/api/recovery/verify-code', { email, verificationCode: wrongCode });
    const right = await call('POST', '/api/recovery/verify-code', { email, verificationCode: code });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(MESSAGES.codeExhausted);
  });

  it('an expired code and an unknown reset token are refused', async () => {
    const email = 'dataentry@souk.test';
    await call('POST', '/api/recovery/forgot-password', { email });
    const code = codeIn((await smtp.waitFor(email)).raw);
    await t.db
      .update(recoveryRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recoveryRequests.email, email));
    expect((await call('POST', '/api/recovery/verify-code', { email, verificationCode: code })).body.message).toBe(
      MESSAGES.codeExpired,
    );
    const bogus = await call('POST', '/api/recovery/reset-password/not-a-token', { password: 'NewPassw0rd' });
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toBe(MESSAGES.expiredToken);
  });

  it('answers bad input in the spec words and caps repeated requests', async () => {
    expect((await call('POST', '/api/recovery/forgot-password', {})).body.errors).toContainEqual({
      msg: MESSAGES.emailRequired,
      path: 'email',
    });
    expect((await call('POST', '/api/recovery/forgot-password', { email: 'nope' })).body.errors).toContainEqual({
      msg: MESSAGES.loginEmailInvalid,
      path: 'email',
    });
    expect(
      (await call('POST', '/api/recovery/verify-code', { email: 'a@b.co', verificationCode: '12' })).body.errors,
    ).toContainEqual({ msg: MESSAGES.fullCodeRequired, path: 'verificationCode' });
    await call('POST', '/api/recovery/forgot-password', { email: 'cs.agent@souk.test' });
    const again = await call('POST', '/api/recovery/forgot-password', { email: 'cs.agent@souk.test' });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(pleaseWaitForCode(Number(again.response.headers['retry-after'])));
  });
});
