import { Suspense, use, type ReactNode } from 'react';
import { isServer } from '../lib/render-env.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** Settles once the browser is idle after the page's first hydration: made once per page load. */
let idle: Promise<void> | undefined;
const browserIdle = () =>
  (idle ??= new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  }));

function WaitForIdle({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // While the server's page hydrates, this part suspends: React keeps its HTML as sent (links and
  // all) and hydrates it on its own once the browser is idle, after what is above it.
  if (!hydrated && !isServer) use(browserIdle());
  return children;
}

/**
 * A part of a server-rendered page below the first screen (the home's shelves, a product's related
 * products): shown at once from the server's HTML, made interactive a moment later, so a slow phone
 * answers the first screen's taps without waiting for the whole page's scripts to run. A tap on it
 * before then is replayed once it is hydrated. Not for forms: text typed in them before would be
 * lost. On a page the browser renders itself it is a plain wrapper.
 */
export const HydrateWhenIdle = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>
    <WaitForIdle>{children}</WaitForIdle>
  </Suspense>
);
