// The Souk API's client for integrators: openapi-fetch typed with the paths generated from the
// served document (souk-api.ts), and a session kept between calls. README.md shows it in use.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './souk-api.ts';

export type { components, operations, paths } from './souk-api.ts';
export type { Middleware } from 'openapi-fetch';

/** Every successful answer: `{ success: true, message, data }`; `data`'s shape is the operation's own. */
export type Success = components['schemas']['Success'];
/** Every refusal: `{ success: false, status, message, result: 0, errors? }`, as the client's `error`. */
export type Failure = components['schemas']['Failure'];
/** A field at fault in a refusal (`errors`): `{ msg, path }`. */
export type FieldError = components['schemas']['FieldError'];

/** The cookie the API sets when someone signs in (login, registration, a code, social sign-in). */
export const SESSION_COOKIE = 'souk_session';

/**
 * Where a client keeps its session: the token the API set as its cookie, sent back as
 * `Authorization: Bearer <token>`. Share one between clients, or save `token` and start from it later.
 */
export interface SoukSession {
  token?: string;
}

export interface SoukClientOptions {
  /** The deployment's address, such as `https://souk.lb`; every path begins with `/api/`. */
  baseUrl: string;
  /** Another fetch (a proxy's, a test's); the global one by default. */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers sent with every call, such as `x-guest-id` for a guest's cart. */
  headers?: Record<string, string>;
  /** The session to sign in with and keep; a new, empty one by default. */
  session?: SoukSession;
}

/** The openapi-fetch client typed with the API's paths, and the session it keeps. */
export type SoukClient = Client<paths> & { readonly session: SoukSession };

/**
 * The session token a response sets: the `souk_session` cookie's value, `''` when the response
 * clears it (logout), `undefined` when it does not touch it. Browsers hide Set-Cookie from scripts:
 * there the cookie itself carries the session, and this finds nothing.
 */
export function sessionTokenOf(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

/**
 * Keeps the session a response sets and sends it with every later call as a bearer token: a server
 * is not a browser, and the cookie is `Secure` and `SameSite=Strict`. A call that names its own
 * `authorization` header keeps it; logging out forgets the token.
 */
export function keepSession(session: SoukSession): Middleware {
  return {
    onRequest({ request }) {
      if (session.token && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${session.token}`);
      return request;
    },
    onResponse({ response }) {
      const token = sessionTokenOf(response);
      if (token !== undefined) session.token = token || undefined;
      return response;
    },
  };
}

/** A client of the Souk API at `baseUrl` that keeps its session between calls. */
export function createSoukClient(options: SoukClientOptions): SoukClient {
  const session = options.session ?? {};
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  client.use(keepSession(session));
  return Object.assign(client, { session });
}
