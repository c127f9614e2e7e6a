import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loaderOf, type PageData } from './route-data.ts';

/**
 * Every page, and every area's frame, is its own chunk, fetched when its path is first visited: the
 * storefront's first screen carries neither the staff and seller screens nor the other pages. A
 * page that shows data names a module declaring it (`pageData`, app/route-data.ts), a small chunk
 * of its own: its loader starts fetching as soon as that arrives, while the page's chunk still loads.
 */
export const page = <K extends string>(
  load: () => Promise<Record<NoInfer<K>, ComponentType>>,
  name: K,
  data?: () => Promise<{ pageData: PageData }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: {
    Component: async () => (await load())[name],
    ...(data && { loader: async () => loaderOf((await data()).pageData) }),
  },
});
