import { useSyncExternalStore } from 'react';

/**
 * Mantine's breakpoints, which the theme keeps and postcss.config.cjs gives the CSS modules
 * (lib/screen-size.test.ts holds the three equal). Here so the storefront reads the screen size
 * without MantineProvider's theme (issue 37).
 */
export const BREAKPOINTS = { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];
/** A value per screen size: `base` below the smallest breakpoint given, as Mantine's style props. */
export type ByScreen<T> = { base: T } & Partial<Record<Breakpoint, T>>;

let lists: MediaQueryList[] | undefined;
const mediaLists = () =>
  (lists ??= BREAKPOINT_NAMES.map((name) => window.matchMedia(`(min-width: ${BREAKPOINTS[name]})`)));

/** The index of the widest breakpoint the screen reaches, -1 below the smallest. */
function reached() {
  let widest = -1;
  mediaLists().forEach((list, index) => {
    if (list.matches) widest = index;
  });
  return widest;
}

function subscribe(listener: () => void) {
  for (const list of mediaLists()) list.addEventListener('change', listener);
  return () => {
    for (const list of mediaLists()) list.removeEventListener('change', listener);
  };
}

/**
 * Mantine's `useMatches`, without its provider: the value for the widest breakpoint the screen
 * reaches (or the nearest smaller one given). `base` on the server and while a page hydrates (the
 * server does not know the screen), the screen's value right after.
 */
export function useScreenValue<T>(values: ByScreen<T>): T {
  const widest = useSyncExternalStore(subscribe, reached, () => -1);
  for (let index = widest; index >= 0; index -= 1) {
    const value = values[BREAKPOINT_NAMES[index]!];
    if (value !== undefined) return value;
  }
  return values.base;
}
