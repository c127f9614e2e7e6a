import { sql } from 'drizzle-orm';
import type { PlacementList } from '@souk/shared/schemas/placements';
import { products } from '../catalog/catalog.tables.ts';
import { placements } from './promotions.tables.ts';

/** For the home shelves: the product has a placement of this list running now. */
export const runningPlacement = (list: PlacementList) =>
  sql`exists (select 1 from ${placements} pl where pl.product_id = ${products.id} and pl.list = ${list} and pl.starts_at <= now() and (pl.ends_at is null or pl.ends_at > now()))`;
