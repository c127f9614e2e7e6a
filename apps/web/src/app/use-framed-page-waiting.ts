import { useLocation } from 'react-router';
import { isFramedPage } from '@souk/shared/rendered-pages';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * True while a buyer's own page (cart, checkout, account: `isFramedPage`) is drawn by the server or
 * hydrates: only its frame is drawn then, with a loader for the content, since who is signed in (and
 * so whether the page is theirs to see) is known only in the browser. False from the next render on.
 */
export function useFramedPageWaiting() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return !hydrated && isFramedPage(pathname);
}
