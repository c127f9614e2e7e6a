import type { QueryClient } from '@tanstack/react-query';
import type { Currency } from '@souk/shared/money';
import type { ServerTransport } from './api-client.ts';

/**
 * What a render needs to know of its page that the browser reads from `window`. In the browser it
 * is the page itself; on the server (entry-server.tsx) it is the request being rendered, read from
 * the render's async context, so two visitors rendered at once never see each other's choices.
 */
export interface RenderEnv {
  hostname: string;
  search: string;
  currency: Currency;
  /** How this render reads the API in-process (api-client.ts). */
  transport: ServerTransport;
  /** The render's own query cache, which its routes' loaders fill (app/route-data.ts). */
  queryClient: QueryClient;
}

export const isServer = typeof window === 'undefined';

let readServerEnv: (() => RenderEnv | undefined) | undefined;
export function setServerEnvReader(reader: () => RenderEnv | undefined) {
  readServerEnv = reader;
}

/** The request being rendered; only the server asks. */
export function serverEnv(): RenderEnv {
  const env = readServerEnv?.();
  if (!env) throw new Error('serverEnv() outside a server render');
  return env;
}

/** The page's host name and query: the browser's, or the rendered request's. */
export const pageLocation = (): Pick<RenderEnv, 'hostname' | 'search'> => (isServer ? serverEnv() : window.location);

/**
 * The `meta` of a query a visitor has of its own (cart, wish list, notifications, suggestions): the
 * server renders one page for every visitor, so no loader reads it there and the browser fetches it
 * after hydration. The server's check for queries started during a render (entry-server.tsx) knows
 * such a query was left out on purpose.
 */
export const VISITOR_OWN = { visitorOwn: true } as const;
