import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import './app/global.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configQuery } from './api/config/get-config.ts';
import { profileQuery } from './api/auth/get-profile.ts';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { setLbpRate } from './lib/currency.ts';
import { i18nReady } from './lib/i18n.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

async function start() {
  // Made first so the first page's chunks load while the requests below are under way.
  const router = createAppRouter();
  // The guard needs the site mode and the real session before the first page decides anything, and
  // the page its language's texts.
  const [config] = await Promise.all([queryClient.fetchQuery(configQuery), queryClient.fetchQuery(profileQuery), i18nReady]);
  setLbpRate(config.lbpPerUsd);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
