import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Currency } from '@souk/shared/money';
import type { LanguageCode } from '@souk/shared/languages';
import { Providers } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import type { ServerTransport } from './lib/api-client.ts';
import { I18N_OPTIONS } from './lib/i18n.ts';
import { stampedAt } from './lib/rendered-state.ts';
import { setServerEnvReader, type RenderEnv } from './lib/render-env.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';

/**
 * The storefront rendered on the server (issue 23, decision 0014): the API's Fastify plugin
 * (apps/api/src/modules/ssr) calls `render` for a public page of the main host and writes the HTML
 * and the queries it was built from into the page; main.tsx hydrates it.
 *
 * One data pass (issue 37): the static handler runs the matched routes' loaders, which fill the
 * render's query cache through the in-process transport (app/route-data.ts), then the page renders
 * once. A visitor's own queries (cart, wish list, suggestions: `VISITOR_OWN`) are no loader's: they
 * stay "loading" on the server and at hydration, and the browser fetches them after. Any other
 * query that a component creates while rendering was missed by its page's loader: it is reported
 * (`queriesStartedInRender`), and the browser would fetch it at once after hydration.
 */

const env = new AsyncLocalStorage<RenderEnv>();
setServerEnvReader(() => env.getStore());

/** Each language's texts, bundled: a render never waits for a file. */
const translations: Record<LanguageCode, I18n> = { en: textsIn('en', en), ar: textsIn('ar', ar) };
function textsIn(language: LanguageCode, bundle: object): I18n {
  const instance = createInstance();
  void instance.init({
    ...I18N_OPTIONS,
    lng: language,
    resources: { [language]: { translation: bundle } },
    initAsync: false,
  });
  return instance;
}

/** Only the main host's pages are rendered here; the others stay the client's. */
const handler = createStaticHandler(appRoutes('main'));

export interface RenderRequest {
  /** Path and query, as asked. */
  url: string;
  /** `https://souk.example`: the address the reader used (for the router's request). */
  origin: string;
  hostname: string;
  language: LanguageCode;
  currency: Currency;
  /** How the render reads the API: in-process, as a guest (apps/api/src/modules/ssr/storefront-renderer.ts). */
  transport: ServerTransport;
}

export interface RenderedPage {
  appHtml: string;
  /** The queries the HTML was built from and the routes' loader data, for the browser to start with. */
  state: RenderedState;
  /** Keys of the queries the page asked for that no loader had read: each one is a bug. */
  queriesStartedInRender: string[];
}

export interface RenderedState {
  queries: DehydratedState;
  /** What each matched route's loader returned (null: its data is in the queries), for hydration. */
  loaderData: Record<string, unknown>;
}

export function render(request: RenderRequest): Promise<RenderedPage> {
  const address = new URL(request.url, request.origin);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  return env.run(
    {
      hostname: request.hostname,
      search: address.search,
      currency: request.currency,
      transport: request.transport,
      queryClient,
    },
    async () => {
      const context = await handler.query(new Request(address));
      // Our loaders never redirect or throw a response: the static handler always answers a context.
      if (context instanceof Response) throw new Error(`unexpected response ${context.status} from the static handler`);
      // A query that failed in a loader is the browser's to try again: shown loading, as it will be first there.
      const failed = new Set<string>();
      for (const query of queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'error' })) {
        failed.add(query.queryHash);
        queryClient.getQueryCache().remove(query);
      }
      const startedInRender: Query[] = [];
      const stopWatching = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' && !failed.has(event.query.queryHash) && isReadByLoaders(event.query))
          startedInRender.push(event.query);
      });
      const router = createStaticRouter(handler.dataRoutes, context);
      const appHtml = await renderToHtml(
        <StrictMode>
          <I18nextProvider i18n={translations[request.language]}>
            <Providers queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </I18nextProvider>
        </StrictMode>,
      ).finally(stopWatching);
      return {
        appHtml,
        state: { queries: stampedAt(withCardsOnly(dehydrate(queryClient)), 0), loaderData: context.loaderData },
        queriesStartedInRender: startedInRender.map((query) => query.queryHash),
      };
    },
  );
}

/**
 * A query a loader should have read: not a visitor's own, and one the browser would fetch as soon
 * as the page hydrates (a disabled one, such as the suggestions of an empty search, waits).
 */
function isReadByLoaders(query: Query) {
  const options = query.options as { enabled?: unknown; meta?: Record<string, unknown> };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return enabled !== false && options.meta?.visitorOwn !== true;
}

type ProductLike = Record<string, unknown> & { variants: Record<string, unknown>[] };
const isProduct = (value: unknown): value is ProductLike =>
  typeof value === 'object' && value !== null && Array.isArray((value as ProductLike).variants);

/** The fields of a product a card reads (components/product/product-card.tsx and its buttons). */
const CARD_FIELDS = [
  '_id',
  'productId',
  'name',
  'image',
  'priceRange',
  'price',
  'originalPrice',
  'discount',
  'averageRating',
  'reviewCount',
  'brand',
  'gender',
  'stockStatus',
] as const;
const VARIANT_CARD_FIELDS = ['_id', 'variantId', 'price', 'isActive'] as const;

const pick = (value: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in value).map((field) => [field, value[field]]));

/**
 * What a product card draws: its name in each language, one photo, its prices, rating and brand,
 * and its active variants' ids and prices (how many there are decides "Add to cart" or "View
 * Details"; a single one goes to the cart from the card). A shelf's answer is five times smaller.
 */
function cardOnly(product: ProductLike): ProductLike {
  const translations = (product.translations ?? {}) as Record<string, { name?: string }>;
  return {
    ...pick(product, CARD_FIELDS),
    translations: Object.fromEntries(
      Object.entries(translations).map(([language, text]) => [language, { name: text.name }]),
    ),
    images: Array.isArray(product.images) ? product.images.slice(0, 1) : [],
    variants: product.variants
      .filter((variant) => variant.isActive)
      .map((variant) => pick(variant, VARIANT_CARD_FIELDS)),
  };
}

/**
 * Lists of products (shelves, listing pages, related products) go into the page as their cards need
 * them: the full answers were most of the page's weight, and of what a phone parses before it can
 * hydrate. Nothing reads a list's products for more than a card (a product page reads its own
 * answer); the browser reads the whole lists again when they go stale, as it would anyway.
 */
function withCardsOnly(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = query.state.data as unknown;
      const products = Array.isArray(data) ? data : (data as { products?: unknown } | undefined)?.products;
      if (!Array.isArray(products) || !products.every(isProduct)) return query;
      const cards = products.map(cardOnly);
      return {
        ...query,
        state: { ...query.state, data: Array.isArray(data) ? cards : { ...(data as object), products: cards } },
      };
    }),
  };
}

/** React's streaming render, collected whole: the status and the cache need the complete page. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const { pipe } = renderToPipeableStream(element, {
      // Every boundary inline, however large: an outlined one would need React's inline script to
      // move it into place, which the content security policy (rightly) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
      onAllReady: () => {
        if (failure) return reject(failure instanceof Error ? failure : new Error(String(failure)));
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              done();
            },
          }),
        );
      },
    });
  });
}
