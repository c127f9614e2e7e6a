import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seeds/seed.ts';
import { loginThrottle, sessions, users, visitors } from './auth.tables.ts';
import { hashToken } from './sessions.ts';
import { solvedChallenge } from '../../../test/challenge.ts';
import { CHALLENGE_HEADER } from '../../http/challenges.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test speaks from its own address, so the per-address slowdown of one never touches another. */
const freshAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

type Json = Record<string, unknown>;
async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; ip?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as Json } : {}),
  });
  return {
    response,
    status: response.statusCode,
    body: response.json() as Json & { data: Json; errors?: { msg: string; path: string }[] },
  };
}

const newUser = (suffix: string) => ({
  userName: `user${suffix}`,
  email: `user${suffix}@example.com`,
  phone: `7${suffix.padStart(7, '0')}`.slice(0, 8),
  password: 'Passw0rdX',
  confirmPassword: 'Passw0rdX',
  accountType: 'buyer',
});

async function loginAs(email: string, password = DEMO_PASSWORD, rememberMe = false) {
  const result = await call('POST', '/api/auth/login', { body: { email, password, rememberMe }, ip: freshAddress() });
  expect(result.status).toBe(200);
  return sessionCookieOf(result.response);
}

describe('POST /api/auth/register', () => {
  it('creates a buyer whatever accountType says, drops unknown fields and starts a session', async () => {
    const body = {
      ...newUser('1001'),
      accountType: 'admin',
      isSeller: true,
      canViewDashboard: true,
      role: 'super_admin',
    };
    const { response, status, body: reply } = await call('POST', '/api/auth/register', { body });
    expect(status).toBe(201);
    expect(reply.message).toBe(MESSAGES.signedUp);
    const user = reply.data.user as Json;
    expect(user).toMatchObject({
      userName: 'user1001',
      email: 'user1001@example.com',
      phone: '70001001',
      accountType: ['buyer'],
      isSeller: false,
    });
    expect(user.permissions).toEqual({ canViewDashboard: false });
    expect(typeof reply.data.accessToken).toBe('string');

    const [row] = await t.db.select().from(users).where(eq(users.email, 'user1001@example.com'));
    expect(row!.accountTypes).toEqual(['buyer']);
    expect(row!.canViewDashboard).toBe(false);
    expect(row!.phone).toBe('+96170001001');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const cookie = response.cookies.find((candidate) => candidate.name === 'souk_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // A sign-up without remember me gets a browser-session cookie; plain-http localhost is not Secure.
    expect(cookie.expires).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
    const profile = await call('GET', '/api/auth/profile', { cookie: sessionCookieOf(response) });
    expect((profile.body.data.user as Json).email).toBe('user1001@example.com');
  });

  it('answers every missing field with the spec messages', async () => {
    const { status, body } = await call('POST', '/api/auth/register', { body: {} });
    expect(status).toBe(400);
    const messages = body.errors!.map((error) => error.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        MESSAGES.userNameRequired,
        MESSAGES.emailRequired,
        MESSAGES.phoneRequired,
        MESSAGES.passwordRequired,
        MESSAGES.retypeRequired,
      ]),
    );
    expect(body).toMatchObject({ success: false, status: 'fail', result: 0 });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    [{ phone: '7123456' }, 'phone', MESSAGES.phoneEightDigits],
    [{ phone: '7123456a' }, 'phone', MESSAGES.phoneEightDigits],
    [{ password: 'Short1', confirmPassword: 'Short1' }, 'password', MESSAGES.passwordMin],
    [{ password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'password', MESSAGES.passwordUppercase],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', MESSAGES.passwordsMismatch],
    [{ userName: '   ' }, 'userName', MESSAGES.userNameRequired],
  ])('refuses %o with the message for %s', async (override, path, message) => {
    const { status, body } = await call('POST', '/api/auth/register', { body: { ...newUser('1002'), ...override } });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ msg: message, path });
    expect(body.message).toBe(body.errors![0]!.msg);
  });

  it('refuses an e-mail, user name or phone that another account holds, and writes nothing', async () => {
    const taken = [
      [{ email: 'buyer@souk.test' }, 'email', MESSAGES.emailTaken],
      [{ userName: 'BUYER' }, 'userName', MESSAGES.userNameTaken],
      [{ phone: '71000001' }, 'phone', MESSAGES.phoneTaken],
    ] as const;
    const [before] = await t.db.select({ total: sql<number>`count(*)::int` }).from(users);
    for (const [override, path, message] of taken) {
      const { status, body } = await call('POST', '/api/auth/register', { body: { ...newUser('1003'), ...override } });
      expect(status).toBe(409);
      expect(body.errors).toContainEqual({ msg: message, path });
    }
    const [after] = await t.db.select({ total: sql<number>`count(*)::int` }).from(users);
    expect(after!.total).toBe(before!.total);
  });

  it('one address past ten sign-ups an hour solves a challenge per sign-up, so "already registered" cannot be farmed', async () => {
    const ip = freshAddress();
    for (let index = 0; index < 10; index++) {
      const probe = await call('POST', '/api/auth/register', {
        body: { ...newUser(`31${index}`), email: 'buyer@souk.test' },
        ip,
      });
      expect(probe.status).toBe(409);
    }
    const asked = await call('POST', '/api/auth/register', {
      body: { ...newUser('3110'), email: 'buyer@souk.test' },
      ip,
    });
    expect(asked.status).toBe(403);
    expect(asked.body.errors).toEqual([{ msg: MESSAGES.challengeRequired, path: 'altcha' }]);
    const solved = await call('POST', '/api/auth/register', {
      body: newUser('3111'),
      ip,
      headers: await solvedChallenge(t.app),
    });
    expect(solved.status).toBe(201);
    expect((await call('POST', '/api/auth/register', { body: newUser('3112'), ip: freshAddress() })).status).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('remember me gives a 7-day cookie, and the session is stored only as a hash', async () => {
    const { response, body } = await call('POST', '/api/auth/login', {
      body: { email: 'BUYER@souk.test', password: DEMO_PASSWORD, rememberMe: true },
      ip: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'souk_session')!;
    const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const token = body.data.accessToken as string;
    const stored = await t.db
      .select()
      .from(sessions)
      .where(sql`${sessions.tokenHash} = ${token}`);
    expect(stored).toHaveLength(0);
  });

  it('accepts the token as a Bearer header too', async () => {
    const { body } = await call('POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
      ip: freshAddress(),
    });
    const profile = await call('GET', '/api/auth/profile', {
      headers: { authorization: `Bearer ${body.data.accessToken as string}` },
    });
    expect(profile.status).toBe(200);
    expect((profile.body.data.user as Json).userName).toBe('buyer');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: 'Wrong-pass1' },
      ip: freshAddress(),
    });
    const unknown = await call('POST', '/api/auth/login', {
      body: { email: 'nobody@souk.test', password: 'Wrong-pass1' },
      ip: freshAddress(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe(MESSAGES.invalidCredentials);
  });

  it('answers missing and malformed fields in the spec words', async () => {
    const empty = await call('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { msg: MESSAGES.emailRequired, path: 'email' },
        { msg: MESSAGES.passwordRequired, path: 'password' },
      ]),
    );
    const bad = await call('POST', '/api/auth/login', { body: { email: 'nope', password: 'x' } });
    expect(bad.body.errors).toContainEqual({ msg: MESSAGES.loginEmailInvalid, path: 'email' });
  });

  it('refuses staff accounts: they use the staff login', async () => {
    const { status } = await call('POST', '/api/auth/login', {
      body: { email: 'admin@souk.test', password: DEMO_PASSWORD },
      ip: freshAddress(),
    });
    expect(status).toBe(401);
  });

  it('asks the owner past five wrong passwords for a challenge, and the right password with it logs in', async () => {
    const email = 'seller.managed@souk.test';
    for (let attempt = 0; attempt < 6; attempt++) {
      const { status } = await call('POST', '/api/auth/login', {
        body: { email, password: `Wrong${attempt}` },
        ip: freshAddress(),
      });
      expect(status).toBe(attempt < 5 ? 401 : 403);
    }
    const asked = await call('POST', '/api/auth/login', {
      body: { email, password: DEMO_PASSWORD },
      ip: freshAddress(),
    });
    expect(asked.status).toBe(403);
    expect(asked.body.errors).toEqual([{ msg: MESSAGES.challengeRequired, path: 'altcha' }]);
    // Other accounts are not affected.
    await loginAs('seller.self@souk.test');
    const solved = await call('POST', '/api/auth/login', {
      body: { email, password: DEMO_PASSWORD },
      ip: freshAddress(),
      headers: await solvedChallenge(t.app),
    });
    expect(solved.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${email}`));
    expect(row).toBeUndefined();
  });

  it('a wrong password with a solved challenge is still refused, and far past the threshold the account waits with Retry-After', async () => {
    const email = 'seller.managed@souk.test';
    await t.db.insert(loginThrottle).values({ key: `account:${email}`, failures: 5 });
    const wrong = await call('POST', '/api/auth/login', {
      body: { email, password: 'Wrong-1' },
      ip: freshAddress(),
      headers: await solvedChallenge(t.app),
    });
    expect(wrong.status).toBe(401);
    // Fifty tries in this quarter hour: refused until it ends, even with a challenge and the right password.
    await t.db
      .update(loginThrottle)
      .set({ failures: 50, windowStartedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(loginThrottle.key, `account:${email}`));
    const refused = await call('POST', '/api/auth/login', {
      body: { email, password: DEMO_PASSWORD },
      ip: freshAddress(),
      headers: await solvedChallenge(t.app),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyRequests);
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    // The refusal ends with its window, as the clock would end it.
    await t.db
      .update(loginThrottle)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginThrottle.key, `account:${email}`));
    expect(
      (await call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD }, ip: freshAddress() })).status,
    ).toBe(200);
  });

  it('behind one address that tried many accounts, the right password logs in once a challenge is solved', async () => {
    const ip = freshAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      const { status } = await call('POST', '/api/auth/login', {
        body: { email: `spray${attempt}@example.com`, password: 'Wrong-1' },
        ip,
      });
      expect(status).toBe(401);
    }
    const asked = await call('POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
      ip,
    });
    expect(asked.status).toBe(403);
    expect(asked.body.errors?.[0]?.path).toBe('altcha');
    const solved = await call('POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
      ip,
      headers: await solvedChallenge(t.app),
    });
    expect(solved.status).toBe(200);
    const elsewhere = await call('POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
      ip: freshAddress(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a forged, a tampered and a reused solution', async () => {
    const email = 'seller.self@souk.test';
    const ip = freshAddress();
    await t.db.insert(loginThrottle).values({ key: `address:${ip}`, failures: 20 });
    const login = (headers: Record<string, string>) =>
      call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD }, ip, headers });
    const solved = await solvedChallenge(t.app);
    const payload = JSON.parse(Buffer.from(solved[CHALLENGE_HEADER]!, 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown> };
      solution: { counter: number };
    };
    const encode = (value: unknown) => ({ [CHALLENGE_HEADER]: Buffer.from(JSON.stringify(value)).toString('base64') });
    // Another counter, a longer expiry (the signature no longer matches), or plain garbage.
    expect(
      (await login(encode({ ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } })))
        .status,
    ).toBe(403);
    const later = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 4_000_000_000 } },
    };
    expect((await login(encode(later))).status).toBe(403);
    expect((await login({ [CHALLENGE_HEADER]: 'not-a-payload' })).status).toBe(403);
    expect((await login(solved)).status).toBe(200);
    expect((await login(solved)).status).toBe(403);
  });
});

describe('sessions', () => {
  it('logout revokes the session on the server, cookie or Bearer alike', async () => {
    const cookie = await loginAs('buyer@souk.test');
    const token = cookie.split('=')[1]!;
    const out = await call('POST', '/api/auth/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.response.cookies.find((candidate) => candidate.name === 'souk_session')?.value).toBe('');
    expect((await call('GET', '/api/auth/profile', { cookie })).status).toBe(401);
    expect((await call('GET', '/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });

  it('logging in again replaces the earlier session of the same browser', async () => {
    const first = await loginAs('buyer@souk.test');
    const second = await call('POST', '/api/auth/login', {
      body: { email: 'seller.self@souk.test', password: DEMO_PASSWORD },
      cookie: first,
      ip: freshAddress(),
    });
    expect(second.status).toBe(200);
    expect((await call('GET', '/api/auth/profile', { cookie: first })).status).toBe(401);
  });

  it('answers 401 without a session and for a made-up token', async () => {
    const none = await call('GET', '/api/auth/profile');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, status: 'fail', result: 0, message: MESSAGES.notAuthenticated });
    expect((await call('GET', '/api/auth/profile', { cookie: 'souk_session=forged' })).status).toBe(401);
  });
});

describe('profile and password', () => {
  it('edits the allowed fields and ignores roles and flags', async () => {
    const cookie = await loginAs('seller.self@souk.test');
    const { status, body } = await call('PUT', '/api/auth/profile', {
      cookie,
      body: {
        firstName: 'Nour',
        lastName: 'Khoury-Haddad',
        phone: '76123456',
        currentPassword: DEMO_PASSWORD,
        accountType: ['admin'],
        canViewDashboard: true,
        isActive: false,
      },
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({
      lastName: 'Khoury-Haddad',
      fullName: 'Nour Khoury-Haddad',
      initials: 'NK',
      phone: '76123456',
      phoneVerified: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'seller.self@souk.test'));
    expect(row!.accountTypes).toEqual(['buyer', 'seller_self_managed']);
    expect(row!.canViewDashboard).toBe(false);
    expect(row!.isActive).toBe(true);
    expect(row!.phone).toBe('+96176123456');
  });

  it('refuses an e-mail that belongs to someone else', async () => {
    const cookie = await loginAs('buyer@souk.test');
    const { status, body } = await call('PUT', '/api/auth/profile', {
      cookie,
      body: { email: 'seller.self@souk.test', currentPassword: DEMO_PASSWORD },
    });
    expect(status).toBe(409);
    expect(body.errors).toContainEqual({ msg: MESSAGES.emailTaken, path: 'email' });
  });

  it('a session alone cannot change the e-mail or phone: the current password is asked for and checked', async () => {
    const cookie = await loginAs('buyer@souk.test');
    const [before] = await t.db.select().from(users).where(eq(users.email, 'buyer@souk.test'));
    const cases = [
      { body: { email: 'thief@example.com' }, status: 400, msg: MESSAGES.currentPasswordRequired },
      { body: { phone: '76999888' }, status: 400, msg: MESSAGES.currentPasswordRequired },
      {
        body: { email: 'thief@example.com', currentPassword: 'wrong-Pass1' },
        status: 401,
        msg: MESSAGES.incorrectPassword,
      },
    ];
    for (const attempt of cases) {
      const { status, body } = await call('PUT', '/api/auth/profile', {
        cookie,
        body: attempt.body,
        ip: freshAddress(),
      });
      expect(status).toBe(attempt.status);
      expect(body.errors).toContainEqual({ msg: attempt.msg, path: 'currentPassword' });
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, before!.id));
    expect({ email: after!.email, phone: after!.phone }).toEqual({ email: before!.email, phone: before!.phone });

    // A name alone needs no password; with the password the e-mail changes.
    expect((await call('PUT', '/api/auth/profile', { cookie, body: { firstName: 'Rami' } })).status).toBe(200);
    const changed = await call('PUT', '/api/auth/profile', {
      cookie,
      body: { email: 'buyer.new@souk.test', currentPassword: DEMO_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user).toMatchObject({ email: 'buyer.new@souk.test', firstName: 'Rami' });
    await call('PUT', '/api/auth/profile', {
      cookie,
      body: { email: 'buyer@souk.test', currentPassword: DEMO_PASSWORD },
    });
  });

  it('verify-password says whether the password is right', async () => {
    const cookie = await loginAs('buyer@souk.test');
    expect(
      (
        await call('POST', '/api/auth/verify-password', {
          cookie,
          body: { password: DEMO_PASSWORD },
          ip: freshAddress(),
        })
      ).body.data,
    ).toEqual({ valid: true });
    const wrong = await call('POST', '/api/auth/verify-password', {
      cookie,
      body: { password: 'nope' },
      ip: freshAddress(),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.incorrectPassword);
  });

  it('change-password checks the current one, revokes other sessions and keeps this browser in', async () => {
    const register = await call('POST', '/api/auth/register', { body: newUser('2001') });
    const here = sessionCookieOf(register.response);
    const elsewhere = await loginAs('user2001@example.com', 'Passw0rdX');

    const wrong = await call('PUT', '/api/auth/change-password', {
      cookie: here,
      body: { currentPassword: 'Nope1234', newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
      ip: freshAddress(),
    });
    expect(wrong.status).toBe(401);
    const weak = await call('PUT', '/api/auth/change-password', {
      cookie: here,
      body: { currentPassword: 'Passw0rdX', newPassword: 'NOLOWER123', confirmPassword: 'NOLOWER123' },
    });
    expect(weak.body.errors).toContainEqual({ msg: MESSAGES.passwordLowercase, path: 'newPassword' });

    const changed = await call('PUT', '/api/auth/change-password', {
      cookie: here,
      body: { currentPassword: 'Passw0rdX', newPassword: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' },
      ip: freshAddress(),
    });
    expect(changed.status).toBe(200);
    const renewed = sessionCookieOf(changed.response);
    expect((await call('GET', '/api/auth/profile', { cookie: renewed })).status).toBe(200);
    expect((await call('GET', '/api/auth/profile', { cookie: here })).status).toBe(401);
    expect((await call('GET', '/api/auth/profile', { cookie: elsewhere })).status).toBe(401);
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { email: 'user2001@example.com', password: 'Passw0rdX' },
          ip: freshAddress(),
        })
      ).status,
    ).toBe(401);
    await loginAs('user2001@example.com', 'NewPassw0rd');
  });
});

describe('staff and sellers', () => {
  it.each([
    ['admin', 'admin'],
    ['superadmin', 'super_admin'],
    ['cs.agent', 'cs_agent'],
    ['cs.manager', 'cs_manager'],
    ['cs.supervisor', 'cs_supervisor'],
    ['dataentry', 'data_entry'],
    ['dataentry.admin', 'data_entry_admin'],
    ['sales.manager', 'sales_manager'],
  ])('staff login %s returns the staff session of a %s', async (username, userType) => {
    const { status, body, response } = await call('POST', '/api/staff/login', {
      body: { username, password: DEMO_PASSWORD },
      ip: freshAddress(),
    });
    expect(status).toBe(200);
    expect(body.data.staff).toMatchObject({
      username,
      userType,
      isActive: true,
      permissions: { canViewDashboard: true },
    });
    expect(body.data.permissions).toEqual({ canViewDashboard: true });
    expect(body.data.token).toBe(sessionCookieOf(response).split('=')[1]);
  });

  it('staff login refuses buyers and wrong passwords alike, and needs both fields', async () => {
    const buyer = await call('POST', '/api/staff/login', {
      body: { username: 'buyer', password: DEMO_PASSWORD },
      ip: freshAddress(),
    });
    const wrong = await call('POST', '/api/staff/login', {
      body: { username: 'admin', password: 'Wrong-1' },
      ip: freshAddress(),
    });
    expect(buyer.status).toBe(401);
    expect(buyer.body).toEqual(wrong.body);
    expect(buyer.body.message).toBe(MESSAGES.invalidStaffCredentials);
    const empty = await call('POST', '/api/staff/login', { body: {} });
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { msg: MESSAGES.staffUsernameRequired, path: 'username' },
        { msg: MESSAGES.passwordRequired, path: 'password' },
      ]),
    );
  });

  it('seller-details answers sellers with their business and refuses buyers', async () => {
    const seller = await loginAs('seller.managed@souk.test');
    const { status, body } = await call('GET', '/api/auth/seller-details', { cookie: seller });
    expect(status).toBe(200);
    expect(body.data.seller).toMatchObject({ businessName: 'Saab Electronics', businessPhone: '71000003' });
    const buyer = await loginAs('buyer@souk.test');
    const refused = await call('GET', '/api/auth/seller-details', { cookie: buyer });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
  });
});

describe('bad requests', () => {
  it('malformed JSON is a 400 with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: MESSAGES.malformedJson });
  });

  it('wrong types are a 400, never a 500', async () => {
    const { status, body } = await call('POST', '/api/auth/login', {
      body: { email: 42, password: ['x'], rememberMe: 'yes' },
    });
    expect(status).toBe(400);
    expect(body.errors!.length).toBeGreaterThan(0);
  });

  it('an oversize body is a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: MESSAGES.bodyTooLarge });
  });

  it('an unknown API path is a 404 envelope', async () => {
    const { status, body } = await call('GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, status: 'fail', result: 0 });
  });
});

describe('visitors', () => {
  it('records a well-formed visitor id and ignores a malformed one', async () => {
    const visitorId = crypto.randomUUID();
    await call('GET', '/api/health', { headers: { 'x-visitor-id': visitorId } });
    await call('GET', '/api/health', { headers: { 'x-visitor-id': 'not-a-uuid' } });
    // Visitors are written after the answer is sent, so the row may land a moment later.
    await expect.poll(async () => (await t.db.select().from(visitors)).map((row) => row.id)).toEqual([visitorId]);
  });
});

describe('guests', () => {
  it('a login remembers the guest this browser was, and refuses a malformed guest id', async () => {
    const guestId = crypto.randomUUID();
    const { body } = await call('POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
      headers: { 'x-guest-id': guestId },
      ip: freshAddress(),
    });
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.data.accessToken as string)));
    expect(session!.guestId).toBe(guestId);

    const bad = await call('POST', '/api/auth/login', {
      body: { email: 'buyer@souk.test', password: DEMO_PASSWORD },
      headers: { 'x-guest-id': '1234' },
      ip: freshAddress(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidGuestId);
  });
});
