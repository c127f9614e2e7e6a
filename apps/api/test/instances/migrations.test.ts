import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { freshDatabase } from './servers.ts';

it('instances started together on an empty database take turns migrating it', async () => {
  const database = await freshDatabase();
  const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: database.url })));
  try {
    await Promise.all(instances.map((instance) => instance.migrate()));
    const tables = await queryRows<{ name: string }>(
      instances[0]!.db,
      sql`select table_name as name from information_schema.tables where table_name = 'sweep_claims'`,
    );
    expect(tables).toEqual([{ name: 'sweep_claims' }]);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.drop();
  }
});
