/** What the benches on the large catalogue share: the database they load, and the sellers who own it. */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../apps/api/src/db/client.ts';

/** The PostgreSQL server in DATABASE_URL (`npm run seed:bench` first), migrated; `count` reads one number. */
export async function openBenchDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the benchmark database.');
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  const { db } = database;
  const count = async (query: SQL) => (await queryRows<{ n: number }>(db, query))[0]?.n ?? 0;
  return { url, database, db, count };
}

/**
 * `sellers` active self-managed sellers (`bench-seller-N`, plans spread over the three) who own the
 * whole catalogue round robin; made once, kept by later runs. Returns whether it made them.
 */
export async function shareCatalogueAmongSellers(db: Db, sellers: number): Promise<boolean> {
  const [made] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where user_name like 'bench-seller-%'`,
  );
  if ((made?.n ?? 0) >= sellers) return false;
  await db.execute(sql`
    insert into users (user_name, email, password_hash, account_types)
    select 'bench-seller-' || g, 'bench-seller-' || g || '@example.com', 'x', '{buyer,seller_self_managed}'::text[]
    from generate_series(1, ${sellers}) g on conflict do nothing`);
  await db.execute(sql`
    insert into seller_profiles (user_id, full_name, business_name, data_entry_choice, status, plan)
    select id, user_name, 'Shop ' || user_name, 'self_managed', 'active', (array['regular','premium','gold'])[1 + (hashtext(user_name) & 2147483647) % 3]
    from users where user_name like 'bench-seller-%' on conflict do nothing`);
  await db.execute(sql`
    with p as (select id, (row_number() over (order by id) - 1) % ${sellers} as n from products),
      s as (select id, row_number() over (order by id) - 1 as n from users where user_name like 'bench-seller-%')
    update products set seller_id = s.id from p join s on s.n = p.n where products.id = p.id`);
  return true;
}
