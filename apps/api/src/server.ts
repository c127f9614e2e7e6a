import './node-env.ts';
import type { Server } from 'node:net';
import { buildApp } from './app.ts';
import { storageFor } from './integrations/storage/storage.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, pgliteClientOf } from './db/client.ts';
import { markServing, serveBackups } from './db/backup.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seeds/seed.ts';
import { seedFirstStart } from './seeds/first-start.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, readUrl: config.databaseReadUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pgdata` },
  );
  await database.migrate();
  const storage = storageFor(config);
  const seeded =
    config.seedDemo &&
    // Instances started together on an empty database take turns: one seeds, the others find it done.
    (await database.exclusive('seed', () =>
      seedFirstStart(database.db, storage, {
        vatRate: config.vatRate,
        lbpPerUsd: config.lbpPerUsd,
        history: config.demoHistory,
      }),
    )) !== 'none';

  const app = await buildApp({ config, db: database.db, replica: database.replica, storage });
  // app.close() bounds itself to SHUTDOWN_GRACE_MS (app.ts); should closing the pool or Redis
  // then hang, the process leaves a few seconds later all the same, saying so.
  let backups: Server | undefined;
  let unmarkServing: (() => Promise<void>) | undefined;
  const shutdown = async (signal: string) => {
    const started = Date.now();
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown overran its bound; exiting anyway');
      process.exit(1);
    }, config.shutdownGraceMs + 5000).unref();
    backups?.close();
    await app.close();
    await database.close();
    await unmarkServing?.();
    app.log.info({ ms: Date.now() - started }, 'shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.outbox.start();
  // `npm run backup` asks the running server for a copy of its embedded database (db/backup.ts).
  // A socket path too long for the system (over 107 bytes) or a system without Unix sockets: the
  // server serves all the same, and `npm run backup` refuses (server.pid names a live process)
  // rather than open the folder beside it.
  if (database.kind === 'pglite') {
    unmarkServing = await markServing(config.dataDir);
    backups = await serveBackups(pgliteClientOf(database), config.dataDir).catch((error: unknown) => {
      console.error(`Backups while serving are off: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `Souk is running at http://localhost:${port}  (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : database.replica ? 'PostgreSQL server, catalogue read from its replica' : 'PostgreSQL server'})`,
    `  storefront  http://localhost:${port}/`,
    `  staff       http://localhost:${port}/login-dashboard?subdomain=staff`,
    `  API docs    http://localhost:${port}/api/docs`,
    '',
    seeded
      ? `Demo accounts (password ${DEMO_PASSWORD}):`
      : `Demo accounts (password ${DEMO_PASSWORD}, if the demo data is loaded):`,
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${account.accountTypes.at(-1)!.padEnd(20)} ${account.accountTypes.some((type) => type !== 'buyer' && !type.startsWith('seller')) ? `user name ${account.userName}` : account.email}`,
    ),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
