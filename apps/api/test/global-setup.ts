import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClientOf } from '../src/db/client.ts';
import { seedDemo } from '../src/seeds/seed.ts';
import { diskStorage } from '../src/integrations/storage/storage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped, migrated and seeded data dir that each test file loads. */
    pgliteImagePath: string;
    /** Demo images the seed stored; test apps read them from here. */
    mediaDir: string;
    /** PostgreSQL: the template database each test file clones. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database image for the whole run; every test file then starts from a
 * copy of it, so no test pays for migrations and no file sees another's writes.
 */
export default async function setup(project: TestProject) {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'souk-test-media-'));
  project.provide('mediaDir', storageDir);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `souk_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.migrate();
    await seedDemo(database.db, diskStorage(storageDir));
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteImagePath', '');
    return async () => {
      rmSync(storageDir, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemo(database.db, diskStorage(storageDir));
  const image = await pgliteClientOf(database).dumpDataDir('gzip');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'souk-test-image-'));
  const imagePath = path.join(dir, 'image.tar.gz');
  writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  };
}
