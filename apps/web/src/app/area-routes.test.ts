import { describe, expect, it } from 'vitest';
import { AREA_PATH } from './area-path.ts';
import { areaRoutes } from './area-routes.tsx';

describe('the areas’ lazily discovered routes', () => {
  it('every area is fetched when its path is visited, in any letter case', () => {
    const paths = areaRoutes.map((route) => `/${route.path}`);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      expect(AREA_PATH.test(path), path).toBe(true);
      expect(AREA_PATH.test(`${path.toUpperCase()}/orders`), path).toBe(true);
    }
  });

  it('no storefront path fetches them', () => {
    for (const path of ['/', '/all-products', '/products/1', '/seller-welcome', '/data-entryx', '/login-dashboard'])
      expect(AREA_PATH.test(path), path).toBe(false);
  });
});
