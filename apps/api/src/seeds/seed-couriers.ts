import type { Db } from '../db/client.ts';
import { couriers } from '../modules/delivery/delivery.tables.ts';

/**
 * The couriers of the demo (issue 41), as staff would keep them: Lebanese delivery companies with a
 * tracking page, one without (the buyer then sees the number alone), and one no longer used. The
 * tracking addresses are stand-ins on example domains: the real ones belong to the companies.
 */
export const DEMO_COURIERS = [
  { name: 'Aramex', trackingUrl: 'https://track.aramex.example/shipments/{number}', active: true },
  { name: 'Wakilni', trackingUrl: 'https://wakilni.example/track?code={number}', active: true },
  { name: 'Toters', trackingUrl: null, active: true },
  { name: 'Liban Post', trackingUrl: 'https://libanpost.example/track/{number}', active: false },
];

/** Returns the active couriers' ids by name, for the demo orders shipped with them. */
export async function seedCouriers(db: Db) {
  const rows = await db.insert(couriers).values(DEMO_COURIERS).onConflictDoNothing().returning();
  return new Map(rows.map((row) => [row.name, row.id]));
}
