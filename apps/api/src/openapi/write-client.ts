// `npm run api:client`: builds the app (on an empty in-memory database: the document needs only
// the routes), asks it for /api/openapi.json and writes the client package's types
// (packages/api-client/src/souk-api.ts).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_TYPES_FILE, clientTypes } from '@souk/api-client/generate';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { diskStorage } from '../integrations/storage/storage.ts';

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
// The defaults, whatever this shell's environment says: the types must not depend on it.
const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: undefined };
const app = await buildApp({
  config,
  db: database.db,
  storage: diskStorage(path.join(os.tmpdir(), 'souk-api-client')),
  logger: false,
});
try {
  await app.ready();
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  writeFileSync(CLIENT_TYPES_FILE, await clientTypes(document));
  console.log(
    `Wrote ${path.relative(process.cwd(), CLIENT_TYPES_FILE)} from ${Object.keys(document.paths).length} paths of /api/openapi.json.`,
  );
} finally {
  await app.close();
  await database.close();
}
