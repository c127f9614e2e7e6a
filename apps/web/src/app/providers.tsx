import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../lib/i18n.ts';
import { markModalsReady } from '../lib/modals-ready.ts';
import { useScreenValue } from '../lib/screen-size.ts';
import { loadNotifications, useToastsWanted } from '../lib/toast.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { theme } from './theme.ts';

// Toasts and confirm dialogs reach their hosts through a store and window events, so neither need
// wrap the pages: the dialogs' host loads just after the first screen, the toasts' at the first
// toast, keeping Modal, ScrollArea, floating-ui and the transition and scroll-lock libraries out of
// the first script. A toast raised before keeps.
const ModalsProvider = lazy(() => import('@mantine/modals').then((module) => ({ default: module.ModalsProvider })));

/** Rendered after ModalsProvider: its listeners are attached by then, so waiting dialogs may open. */
function ModalsReady() {
  useEffect(markModalsReady, []);
  return null;
}
// Loaded at the first toast (lib/toast.ts); its CSS comes with it, not in the page's stylesheet (issue 37).
const Notifications = lazy(() =>
  Promise.all([loadNotifications(), import('@mantine/notifications/styles.layer.css')]).then(([module]) => ({
    default: module.Notifications,
  })),
);

/** Keeps Mantine's direction (and so every component's mirroring) in step with the language. */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    setDirection(directionOf(language));
  }, [language, setDirection]);
  return null;
}

/**
 * Toasts and dialogs: loaded after the first screen, never part of the server's HTML. Their own
 * component, so that showing them re-renders only this, not the providers and the whole page below.
 */
function AfterHydration() {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const toastsWanted = useToastsWanted();
  // Bottom-centre below the small breakpoint: the toast spans a phone's width there.
  const phone = useScreenValue({ base: true, sm: false });
  // `data-app-ready` on <html>: the page answers taps now (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  if (!hydrated) return null;
  return (
    <>
      <Suspense fallback={null}>
        <ModalsProvider />
        <ModalsReady />
      </Suspense>
      {/* At the bottom, not top-right as the spec has it (issue 38): at the top a toast covered
          what it spoke of (the checkout's summary under "Coupon applied", a page's heading on a
          phone) and stacked ones were cut off under the header. Centred on a phone, at the end
          corner of a wide screen, mirrored in Arabic. Its own boundary: while it loads, an open
          dialog stays shown. */}
      {toastsWanted ? (
        <Suspense fallback={null}>
          <Notifications
            position={
              phone
                ? 'bottom-center'
                : directionOf(i18n.resolvedLanguage ?? 'en') === 'rtl'
                  ? 'bottom-left'
                  : 'bottom-right'
            }
            autoClose={4000}
            zIndex={1000}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={directionOf(i18n.resolvedLanguage ?? 'en')} detectDirection={false}>
        <DirectionSync />
        {/* The theme's CSS variables and breakpoint classes are a stylesheet written at build time
            (virtual:mantine-theme.css, vite-plugins/mantine.ts), not a <style> in every page. */}
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
          {children}
          <AfterHydration />
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
