import { randomBytes } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import { and, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { LanguageCode } from '@souk/shared/languages';
import { isStaff } from '@souk/shared/roles';
import type { OAuthProviderConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { createUserFromSocial, findActiveUserByEmail, type UserRow } from '../auth/auth.service.ts';
import { users } from '../auth/auth.tables.ts';
import { hashOpaqueToken } from '../otp/codes.ts';
import { oauthStates, socialAccounts } from './social.tables.ts';

export const PROVIDERS = ['google', 'facebook'] as const;
export type Provider = (typeof PROVIDERS)[number];

const SCOPES: Record<Provider, string[]> = {
  google: ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
};
const STATE_MINUTES = 10;

export interface SocialProfile {
  id: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Each provider's user-info reply, read into one shape. Facebook only returns confirmed e-mails. */
function readProfile(provider: Provider, body: Record<string, unknown>): SocialProfile {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const email = text(body.email)?.toLowerCase();
  return provider === 'google'
    ? {
        id: String(body.sub ?? ''),
        email,
        emailVerified: body.email_verified === true || body.email_verified === 'true',
        name: text(body.name),
      }
    : { id: String(body.id ?? ''), email, emailVerified: Boolean(email), name: text(body.name) };
}

const client = (provider: OAuthProviderConfig, redirectUri: string) =>
  new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);

/** Step 1: where to send the browser, with state and a PKCE challenge; the verifier stays here. */
export async function beginSignIn(
  db: Db,
  name: Provider,
  provider: OAuthProviderConfig,
  redirectUri: string,
  returnTo: string,
) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < now()`);
  await db.insert(oauthStates).values({
    stateHash: hashOpaqueToken(state),
    provider: name,
    codeVerifier,
    returnTo,
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  const url = client(provider, redirectUri).createAuthorizationURLWithPKCE(
    provider.authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    SCOPES[name],
  );
  return { url: url.toString(), state };
}

/**
 * Step 2: the provider sent the browser back. The state must match the one this browser was
 * given (cookie) and be unused; the code is exchanged with the verifier, and the verified e-mail
 * finds, links or creates the buyer account (`created`), in the browser's language (its welcome
 * e-mail and every later one follow it).
 */
export async function completeSignIn(
  db: Db,
  name: Provider,
  provider: OAuthProviderConfig,
  redirectUri: string,
  input: { code: string; state: string; browserState: string | undefined; language: LanguageCode },
): Promise<{ user: UserRow; created: boolean; returnTo: string }> {
  if (!input.browserState || input.browserState !== input.state) throw new HttpError(400, MESSAGES.socialFailed);
  const [pending] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, hashOpaqueToken(input.state)),
        eq(oauthStates.provider, name),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!pending) throw new HttpError(400, MESSAGES.socialFailed);

  let profile: SocialProfile;
  try {
    const tokens = await client(provider, redirectUri).validateAuthorizationCode(
      provider.tokenUrl,
      input.code,
      pending.codeVerifier,
    );
    const response = await fetch(provider.userInfoUrl, {
      headers: { authorization: `Bearer ${tokens.accessToken()}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`user info answered ${response.status}`);
    profile = readProfile(name, (await response.json()) as Record<string, unknown>);
  } catch {
    throw new HttpError(502, MESSAGES.socialFailed);
  }
  if (!profile.id) throw new HttpError(502, MESSAGES.socialFailed);
  return { ...(await accountFor(db, name, profile, input.language)), returnTo: pending.returnTo };
}

async function accountFor(
  db: Db,
  provider: Provider,
  profile: SocialProfile,
  language: LanguageCode,
): Promise<{ user: UserRow; created: boolean }> {
  const [linked] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(
        eq(socialAccounts.provider, provider),
        eq(socialAccounts.providerUserId, profile.id),
        eq(users.isActive, true),
      ),
    );
  if (linked) return { user: linked.user, created: false };
  if (!profile.email || !profile.emailVerified) throw new HttpError(403, MESSAGES.socialEmailUnverified);

  return db.transaction(async (tx) => {
    const existing = await findActiveUserByEmail(tx, profile.email!);
    // Staff accounts only ever sign in through the staff login.
    if (existing && isStaff(existing.accountTypes)) throw new HttpError(403, MESSAGES.socialFailed);
    const user =
      existing ??
      (await createUserFromSocial(tx, {
        email: profile.email!,
        name: profile.name,
        suffix: randomBytes(3).toString('hex'),
        language,
      }));
    await tx
      .insert(socialAccounts)
      .values({ provider, providerUserId: profile.id, userId: user.id, email: profile.email })
      .onConflictDoNothing();
    return { user, created: !existing };
  });
}
