import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Every page, and every area's frame, is its own chunk, fetched when its path is first visited (the
 * first page's in parallel with the start-up requests, see main.tsx): the storefront's first screen
 * carries neither the staff and seller screens nor the other pages.
 */
export const page = <K extends string>(
  load: () => Promise<Record<NoInfer<K>, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
