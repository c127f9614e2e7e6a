// Render-blocking: only what the main host's pages draw (issue 37); the areas and the toasts bring
// their own CSS with their chunks. The theme's variables are written once, at build time.
import './app/mantine-storefront.css';
import 'virtual:mantine-theme.css';
import './app/fonts.css';
import './app/global.css';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { isFramedPage, SSR_STATE_ID } from '@souk/shared/rendered-pages';
import { productQueryPrefix } from './api/catalog/get-product.ts';
import { productsQueryPrefix } from './api/catalog/get-products.ts';
import { configQuery } from './api/config/get-config.ts';
import { profileQuery } from './api/auth/get-profile.ts';
import { Providers } from './app/providers.tsx';
import { appRoutes, createAppRouter, loadMatchedRoutes } from './app/router.tsx';
import { setBrowserQueryClient } from './app/route-data.ts';
import type { RenderedState } from './entry-server.tsx';
import { currentHost } from './lib/host.ts';
import { startI18n } from './lib/i18n.ts';
import { stampedAt } from './lib/rendered-state.ts';
import { keepTypedValues } from './lib/typed-before-hydration.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
// The routes' loaders fill this cache before each page renders (app/route-data.ts).
setBrowserQueryClient(queryClient);

/** The queries and loader data a server-rendered page was built from (entry-server.tsx), if the server rendered it. */
function renderedState(): RenderedState | undefined {
  const script = document.getElementById(SSR_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as RenderedState) : undefined;
}

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  const routes = appRoutes(currentHost());
  const state = renderedState();
  const i18nReady = startI18n();
  if (state) {
    // A page the server rendered: the same data, texts and route chunks in hand, React takes over
    // the HTML as it is. The session is checked meanwhile; the signed-in parts fill in after. A
    // buyer's own page (only its frame rendered) waits for it: the guard decides right after hydration.
    hydrate(queryClient, stampedAt(state.queries, Date.now()));
    // The page may come from the server's cache: its product and results are asked for again once
    // it is hydrated, which shows a price changed since and records the visit or the search.
    for (const queryKey of [productQueryPrefix, productsQueryPrefix])
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    const session = queryClient.fetchQuery(profileQuery);
    const { pathname } = window.location;
    await Promise.all([i18nReady, loadMatchedRoutes(routes, pathname), isFramedPage(pathname) && session]);
    // The loaders ran on the server: their data starts the router, which runs none of them again now.
    const router = createAppRouter(routes, { loaderData: state.loaderData });
    keepTypedValues(root);
    // As a transition, hydration yields to the browser every few milliseconds (a slow phone stays
    // responsive: no long task) instead of running as one block, as Remix hydrates.
    startTransition(() => {
      hydrateRoot(root, app(router));
    });
    return;
  }
  // Made first so the first page's chunks load while the requests below are under way.
  const router = createAppRouter(routes);
  // The guard needs the site mode and the real session before the first page decides anything, and
  // the page its language's texts.
  await Promise.all([queryClient.fetchQuery(configQuery), queryClient.fetchQuery(profileQuery), i18nReady]);
  createRoot(root).render(app(router));
}

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

void start();
