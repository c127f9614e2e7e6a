import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
import { createTestApp, sessionCookieOf, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { createSession } from '../auth/sessions.ts';
import { outboxMessages } from '../outbox/outbox.tables.ts';
import { socialAccounts } from './social.tables.ts';

/** A real OAuth 2 / OpenID Connect server on loopback stands in for Google and Facebook. */
let oauth: OAuth2Server;
let t: TestApp;
let nextUserInfo: Record<string, unknown> = {};

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = nextUserInfo;
  });
  const issuer = oauth.issuer.url!;
  const endpoints = (prefix: string) => ({
    [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-client`,
    [`${prefix}_CLIENT_SECRET`]: 'secret',
    [`${prefix}_AUTH_URL`]: `${issuer}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
    [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
  });
  t = await createTestApp({ ...endpoints('GOOGLE'), ...endpoints('FACEBOOK') });
});
afterAll(async () => {
  await t.close();
  await oauth.stop();
});

/** Plays the browser: our redirect, the provider's consent (automatic here), and back to our callback. */
async function signIn(
  provider: 'google' | 'facebook',
  options: { tamperState?: boolean; returnTo?: string; languageCookie?: string } = {},
) {
  const returnTo = encodeURIComponent(options.returnTo ?? '/profile');
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/${provider}?returnTo=${returnTo}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(`http://localhost:3000/api/auth/${provider}/callback`);
  const stateCookie = start.cookies.find((cookie) => cookie.name === 'souk_oauth_state')!;
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  const cookieState = options.tamperState ? 'someone-else' : stateCookie.value;
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: {
      cookie: [`souk_oauth_state=${cookieState}`, options.languageCookie].filter(Boolean).join('; '),
    },
  });
}

describe('social sign-in', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    'https://evil.com',
    '/\n/evil.com',
    '/..//evil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    'javascript:alert(1)',
  ])('returnTo %j is another site: the sign-in ends at home instead', async (returnTo) => {
    nextUserInfo = {
      sub: 'google-redirect-1',
      email: 'redirect@example.com',
      email_verified: true,
      name: 'Redirect Test',
    };
    const done = await signIn('google', { returnTo });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
  });

  it('returnTo keeps a same-site path with its query', async () => {
    nextUserInfo = {
      sub: 'google-redirect-2',
      email: 'redirect2@example.com',
      email_verified: true,
      name: 'Redirect Two',
    };
    const done = await signIn('google', { returnTo: '/all-products?page=2' });
    expect(done.headers.location).toBe('/all-products?page=2');
    nextUserInfo = {
      sub: 'google-redirect-3',
      email: 'redirect3@example.com',
      email_verified: true,
      name: 'Redirect Three',
    };
    const arabic = await signIn('google', { returnTo: '/all-products?query=حقيبة' });
    expect(arabic.headers.location).toBe(`/all-products?query=${encodeURIComponent('حقيبة')}`);
  });

  it('Google: a new verified e-mail creates a buyer, signs in and returns to the page asked for', async () => {
    nextUserInfo = { sub: 'google-new-1', email: 'Layla@Example.com', email_verified: true, name: 'Layla Haddad' };
    const done = await signIn('google');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/profile');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: sessionCookieOf(done) },
    });
    expect(profile.json().data.user).toMatchObject({
      email: 'layla@example.com',
      firstName: 'Layla',
      lastName: 'Haddad',
      accountType: ['buyer'],
    });
  });

  it('a sign-up from a browser reading Arabic makes an Arabic account, welcomed in Arabic', async () => {
    nextUserInfo = { sub: 'google-new-ar', email: 'nour@example.com', email_verified: true, name: 'Nour Khoury' };
    const done = await signIn('google', { languageCookie: 'souk_lang=ar' });
    expect(done.statusCode).toBe(302);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nour@example.com'));
    expect(user!.language).toBe('ar');
    const [welcome] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'nour@example.com'));
    expect(welcome!.html).toContain('dir="rtl"');
    expect(welcome!.body).toContain('مرحبًا Nour');
  });

  it('Facebook: an existing account with the same e-mail is linked, not duplicated', async () => {
    nextUserInfo = { id: 'fb-42', email: 'buyer@souk.test', name: 'Rami Haddad' };
    const done = await signIn('facebook');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: sessionCookieOf(done) },
    });
    const [buyer] = await t.db.select().from(users).where(eq(users.email, 'buyer@souk.test'));
    expect(profile.json().data.user._id).toBe(buyer!.id);
    const links = await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, buyer!.id));
    expect(links).toMatchObject([{ provider: 'facebook', providerUserId: 'fb-42' }]);
    // The link holds even when the provider later reports another address.
    nextUserInfo = { id: 'fb-42', email: 'changed@example.com' };
    const again = await signIn('facebook');
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: sessionCookieOf(again) },
    });
    expect(second.json().data.user._id).toBe(buyer!.id);
  });

  it('refuses an unverified e-mail, a staff e-mail and a state that is not this browser’s', async () => {
    nextUserInfo = { sub: 'google-unverified', email: 'nobody@example.com', email_verified: false };
    const unverified = await signIn('google');
    expect(unverified.headers.location).toBe('/login?socialError=google');
    expect(unverified.cookies.find((cookie) => cookie.name === 'souk_session')).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody@example.com'))).toHaveLength(0);

    nextUserInfo = { sub: 'google-staff', email: 'admin@souk.test', email_verified: true };
    expect((await signIn('google')).headers.location).toBe('/login?socialError=google');

    nextUserInfo = { sub: 'google-csrf', email: 'csrf@example.com', email_verified: true };
    const forged = await signIn('google', { tamperState: true });
    expect(forged.headers.location).toBe('/login?socialError=google');
    expect(await t.db.select().from(users).where(eq(users.email, 'csrf@example.com'))).toHaveLength(0);
  });

  it('the config lists enabled providers; without configuration the routes are a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().data.socialProviders).toEqual([
      'google',
      'facebook',
    ]);
    // The admin area says which are on, and for one that is off what turns it on.
    const signInOf = async (app: TestApp) => {
      const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'superadmin'));
      const cookie = `souk_session=${(await createSession(app.db, admin!.id, false, {})).token}`;
      return (await app.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json().data
        .signIn;
    };
    expect(await signInOf(t)).toMatchObject([
      { provider: 'google', on: true },
      { provider: 'facebook', on: true },
    ]);
    const plain = await createTestApp();
    try {
      expect(await signInOf(plain)).toEqual([
        {
          provider: 'google',
          on: false,
          variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
          callbackUrl: expect.stringMatching(/^https?:\/\/[^/]+\/api\/auth\/google\/callback$/),
        },
        {
          provider: 'facebook',
          on: false,
          variables: ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
          callbackUrl: expect.stringMatching(/\/api\/auth\/facebook\/callback$/),
        },
      ]);
      const response = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.socialDisabled);
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/auth/facebook/callback?code=x&state=y' })).statusCode,
      ).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json().data.socialProviders).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
