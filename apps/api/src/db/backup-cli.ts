import path from 'node:path';
import { backup, restore } from './backup.ts';

/**
 * `npm run backup [-- <folder>]`: a backup of the embedded database and the uploads, made by the
 * running server if there is one (it keeps serving), else from the folder directly. Default folder:
 * DATA_DIR/../backups/souk-<time>.
 * `npm run restore -- <folder>`: puts a backup back into DATA_DIR; stop the server first.
 * With DATABASE_URL (a PostgreSQL server) use pg_dump or base backups instead (README, "Backups").
 */
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const [command, argument] = process.argv.slice(2);

async function main() {
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: this database lives on a PostgreSQL server. Back it up with pg_dump or base backups (README, "Backups").',
    );
    process.exit(2);
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(argument ?? path.join(dataDir, '..', 'backups', `souk-${stamp}`));
    const started = Date.now();
    const { fromServer, bytes } = await backup(dataDir, target);
    console.log(
      `Backed up ${dataDir} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB database, ${fromServer ? 'made by the running server' : 'no server was running'}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Restore it with: npm run restore -- ${target}`);
  } else if (command === 'restore') {
    if (!argument) throw new Error('Which backup? npm run restore -- <backup folder>');
    const { keptAside } = await restore(path.resolve(argument), dataDir);
    console.log(`Restored ${path.resolve(argument)} into ${dataDir}.`);
    if (keptAside.length > 0) console.log(`What was there is kept aside: ${keptAside.join(', ')}`);
  } else {
    throw new Error('usage: backup-cli.ts backup [folder] | restore <folder>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
