import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { sitePathOr } from '@souk/shared/site-path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { setSessionCookie } from '../../http/session.ts';
import { adoptGuest } from '../auth/adopt-guest.ts';
import { createSession } from '../auth/sessions.ts';
import { guestIdSchema } from '@souk/shared/schemas/identity';
import { PROVIDERS, beginSignIn, completeSignIn, type Provider } from './social.service.ts';

/** Ties the provider's answer to the browser that asked; Lax, because the answer is a cross-site redirect. */
const STATE_COOKIE = 'souk_oauth_state';
const GUEST_COOKIE = 'souk_oauth_guest';

/**
 * Only a path on this site (the shared rule), so a sign-in can never be bounced to another one;
 * percent-encoded as the Location header needs (a path may carry Arabic words).
 */
function safeReturnTo(value: string | undefined): string {
  const url = new URL(sitePathOr(value), 'http://souk.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function socialRoutes(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const name of PROVIDERS) {
    const redirectUri = `${config.publicUrl}/api/auth/${name}/callback`;
    const providerConfig = () => {
      const provider = config.oauth[name];
      if (!provider) throw new HttpError(404, MESSAGES.socialDisabled);
      return provider;
    };

    api.get(
      `/api/auth/${name}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          querystring: z.object({ returnTo: z.string().max(300).optional(), guestId: z.string().max(64).optional() }),
        },
      },
      async (request, reply) => {
        // A full-page navigation carries no guest header: remember the guest for the way back.
        const guestId = request.query.guestId;
        if (guestId && guestIdSchema.safeParse(guestId).success) {
          reply.setCookie(GUEST_COOKIE, guestId, {
            path: `/api/auth/${name}`,
            httpOnly: true,
            secure: config.secureCookies,
            sameSite: 'lax',
            maxAge: 600,
          });
        }
        const { url, state } = await beginSignIn(
          db,
          name,
          providerConfig(),
          redirectUri,
          safeReturnTo(request.query.returnTo),
        );
        reply.setCookie(STATE_COOKIE, state, {
          path: `/api/auth/${name}`,
          httpOnly: true,
          secure: config.secureCookies,
          sameSite: 'lax',
          maxAge: 600,
        });
        return reply.redirect(url);
      },
    );

    api.get(
      `/api/auth/${name}/callback`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          querystring: z.object({
            code: z.string().max(2000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const provider: Provider = name;
        reply.clearCookie(STATE_COOKIE, { path: `/api/auth/${name}` });
        reply.clearCookie(GUEST_COOKIE, { path: `/api/auth/${name}` });
        const { code, state } = request.query;
        try {
          if (!code || !state) throw new HttpError(400, MESSAGES.socialFailed);
          const { user, created, returnTo } = await completeSignIn(db, provider, providerConfig(), redirectUri, {
            code,
            state,
            browserState: request.cookies[STATE_COOKIE],
            language: requestLanguage(request),
          });
          if (created) app.metrics.signUp('social');
          const session = await createSession(db, user.id, true, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            visitorId: request.visitorId,
          });
          setSessionCookie(reply, config, session);
          const guestId = request.cookies[GUEST_COOKIE];
          if (guestId && guestIdSchema.safeParse(guestId).success) await adoptGuest(db, guestId, user.id);
          return reply.redirect(returnTo);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) throw error;
          request.log.warn({ err: error, provider }, 'social sign-in failed');
          // The browser is mid-redirect: send it to the login page, which explains.
          return reply.redirect(`/login?socialError=${encodeURIComponent(provider)}`);
        }
      },
    );
  }
}
