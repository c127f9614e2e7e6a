import type { QueryClient, FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { isServer, serverEnv } from '../lib/render-env.ts';

/**
 * Each page declares the data it shows (ARCHITECTURE.md section 8, issue 37): its route's loader
 * fills the query cache through the web app's own query options, so the page renders once, from a
 * cache that already holds what it reads. The server renders after its loaders (entry-server.tsx);
 * a client navigation runs the same loaders before it shows the next page. The components keep
 * reading with `useQuery` and the same options: one key, one transform.
 */

// Any query's options: a page's list mixes answers of different types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** What a page reads, from its address: each entry a query the page's components ask for as it renders. */
export type PageData = (args: LoaderFunctionArgs) => AnyQuery[];

let browserClient: QueryClient | undefined;
/** main.tsx hands over the browser's one query client before the router starts. */
export function setBrowserQueryClient(client: QueryClient) {
  browserClient = client;
}

const clientOf = () => {
  const client = isServer ? serverEnv().queryClient : browserClient;
  if (!client) throw new Error('a route loader ran before the query client was set');
  return client;
};

/**
 * A loader that puts the page's queries in the cache (what is there already is used as it is). A
 * query that fails is left to the page, which shows its own error state and tries again; the
 * loader never fails the navigation. Returns null: the data is in the cache, not the loader's.
 */
export const loaderOf =
  (...pageData: PageData[]): LoaderFunction =>
  async (args) => {
    const client = clientOf();
    const queries = pageData.flatMap((read) => read(args));
    await Promise.all(queries.map((query) => client.ensureQueryData(query).catch(() => undefined)));
    return null;
  };
