import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

// The link floats in a portal, which the server's HTML never holds: it comes with its own chunk
// (Affix, Tooltip and floating-ui) once the page has hydrated, not in the page's first script.
const HotlineLink = lazy(() => import('./hotline-link.tsx').then((module) => ({ default: module.HotlineLink })));

/** Spec 3 section 2.2: a floating chat link to the hot line, shown once the page is interactive. */
export function HotlineChat() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <HotlineLink />
    </Suspense>
  ) : null;
}
