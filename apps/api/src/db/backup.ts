import { cp, mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backups of the embedded database (issue 43). PGlite lives inside the server's process: nothing
 * else may open its folder while it runs, and a copy of the folder taken meanwhile may catch a
 * page half-written. So the running server makes the copy itself, on request over a Unix socket
 * in DATA_DIR (whoever may read that folder may read the database anyway): a CHECKPOINT, then,
 * holding PGlite's transaction lock so that no statement runs meanwhile, its data folder as a
 * gzipped tar. No transaction is open while the lock is held, so the copy holds every commit made
 * before it and none half. With no server running, `npm run backup` opens the folder itself.
 *
 * A backup is a folder: `database.tar.gz` and a copy of `uploads/` (photos are written to a
 * temporary name and renamed, so a file copied is whole; a photo stored during the copy may be
 * missing from it, as an order placed during it is).
 */
export const BACKUP_SOCKET = 'backup.sock';
/** The running server's process id, so that nothing opens its folder beside it (stale after a kill -9: checked). */
export const SERVER_PID_FILE = 'server.pid';

/** Notes that this process holds the embedded database in `dataDir`; the returned function unnotes it. */
export async function markServing(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, SERVER_PID_FILE);
  await writeFile(file, String(process.pid));
  return () => unlink(file).catch(() => undefined);
}

/** The id of a live process that says it serves `dataDir`, if any. */
async function servingPid(dataDir: string): Promise<number | undefined> {
  const pid = Number(await readFile(path.join(dataDir, SERVER_PID_FILE), 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** The data folder as a gzipped tar, between two statements. */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.query('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

/** Answers each connection to DATA_DIR/backup.sock with a dump; close it with the server. */
export async function serveBackups(client: PGlite, dataDir: string): Promise<net.Server> {
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  // One left by a server killed with SIGKILL: nobody listens there any more.
  await unlink(socketPath).catch(() => undefined);
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    dumpPglite(client)
      .then(async (blob) => socket.end(Buffer.from(await blob.arrayBuffer())))
      .catch((error: unknown) => socket.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  server.unref();
  return server;
}

/** The running server's dump, or undefined when no server answers on the socket. */
function askServer(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(path.join(dataDir, BACKUP_SOCKET));
    let connected = false;
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(undefined);
      else reject(new Error(`the server's backup failed: ${error.message}`));
    });
  });
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Writes a backup folder of DATA_DIR into `target`; says whether the running server made it. */
export async function backup(dataDir: string, target: string): Promise<{ fromServer: boolean; bytes: number }> {
  let tar = await askServer(dataDir);
  const fromServer = tar !== undefined;
  if (!tar) {
    if (!(await exists(path.join(dataDir, 'pgdata')))) throw new Error(`No embedded database in ${dataDir}/pgdata.`);
    const pid = await servingPid(dataDir);
    if (pid)
      throw new Error(
        `A server (process ${pid}) holds ${dataDir} but does not answer on ${BACKUP_SOCKET}: stop it, then back up.`,
      );
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
    try {
      tar = Buffer.from(await (await dumpPglite(client)).arrayBuffer());
    } finally {
      await client.close();
    }
  }
  if (tar.length === 0) throw new Error('The server sent an empty backup.');
  // Written under a temporary name and renamed: a backup folder that exists is complete.
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await writeFile(path.join(partial, 'database.tar.gz'), tar);
  if (await exists(path.join(dataDir, 'uploads')))
    await cp(path.join(dataDir, 'uploads'), path.join(partial, 'uploads'), {
      recursive: true,
      // A photo being written at this moment (write, then rename): its final name comes with the next backup.
      filter: (source) => !source.endsWith('.tmp'),
    });
  await rename(partial, target);
  return { fromServer, bytes: tar.length };
}

/**
 * Restores a backup folder into DATA_DIR, which no server may be using. What was there is kept
 * beside it (`pgdata.replaced-<time>`, `uploads.replaced-<time>`), never deleted.
 */
export async function restore(source: string, dataDir: string): Promise<{ keptAside: string[] }> {
  if ((await askServer(dataDir).catch(() => Buffer.alloc(1))) !== undefined || (await servingPid(dataDir)))
    throw new Error(`A server is running on ${dataDir}: stop it first, then restore.`);
  const tar = await readFile(path.join(source, 'database.tar.gz'));
  await mkdir(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const keptAside: string[] = [];
  for (const name of ['pgdata', 'uploads']) {
    const current = path.join(dataDir, name);
    if (await exists(current)) {
      await rename(current, `${current}.replaced-${stamp}`);
      keptAside.push(`${current}.replaced-${stamp}`);
    }
  }
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    loadDataDir: new Blob([tar]),
    extensions: { pg_trgm },
  });
  try {
    // Reads something, so a broken copy fails here rather than at the server's start.
    await client.query('select count(*) from pg_class');
  } finally {
    await client.close();
  }
  if (await exists(path.join(source, 'uploads')))
    await cp(path.join(source, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  return { keptAside };
}
