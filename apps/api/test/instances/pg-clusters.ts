import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * PostgreSQL clusters of a test's own, made with the server's binaries in temporary folders, on
 * their own ports: never the machine's main cluster. A primary, and a streaming replica of it.
 */
const run = promisify(execFile);

/** The newest PostgreSQL's binaries (Debian's layout), or PG_BIN. */
function binaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin)
    throw new Error(
      `These tests make PostgreSQL clusters of their own and need the server's binaries (initdb, pg_ctl, pg_basebackup) under ${root}/<version>/bin, or their folder in PG_BIN.`,
    );
  return bin;
}

/** PostgreSQL will not run as root: as root, its programs run as the postgres user. */
const asRoot = process.getuid?.() === 0;
async function pgRun(program: string, args: string[]) {
  const file = path.join(binaries(), program);
  try {
    await (asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args));
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first free port of `from`..`to`, else one the system picks. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) if (await isFree(port)) return port;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface Cluster {
  port: number;
  /** A superuser's URL of its `postgres` database. */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: sessions are ended, as when a server is stopped for maintenance. */
  stop(): Promise<void>;
}

/** Ports the clusters may take first; a busy one is passed over. */
const PORTS = [5450, 5460] as const;

function cluster(dataDir: string, port: number, log: string): Cluster & { crash(): Promise<void> } {
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgRun('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']),
    stop: () => pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    // Every server process ended at once, without a checkpoint: the next start replays the WAL, as after a crash.
    crash: () => pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
  };
}

/** A folder the postgres user may write in, when the programs run as it. */
async function ownRoot(prefix: string): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot)
    chownSync(
      root,
      Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
      Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    );
  return root;
}

/**
 * One cluster of its own on a free port from `firstPort`, started (the fault run, bench/faults:
 * restarting it harms nobody else). `remove` stops it and deletes its folder.
 */
export async function singleCluster(
  firstPort = 5470,
): Promise<Cluster & { crash(): Promise<void>; remove(): Promise<void>; stopNow(): void }> {
  binaries();
  const root = await ownRoot('souk-cluster-');
  const dataDir = path.join(root, 'data');
  const port = await freePort(firstPort, firstPort + 20);
  const server = cluster(dataDir, port, path.join(root, 'server.log'));
  const remove = async () => {
    await server.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const settings = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      'max_connections = 60',
      // Durable commits as in production: an answered order must outlive the crash of the server.
      'fsync = on',
      'synchronous_commit = on',
    ];
    appendFileSync(path.join(dataDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await server.start();
    // For a process's exit handler, where nothing asynchronous runs: stopped there and then.
    const stopNow = () => {
      const pgCtl = path.join(binaries(), 'pg_ctl');
      const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
      execFileSync(asRoot ? 'runuser' : pgCtl, asRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args, {
        stdio: 'ignore',
      });
    };
    return { ...server, remove, stopNow };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * A primary that streams its WAL (`wal_level=replica`) and lets 127.0.0.1 replicate from it, and
 * a replica made from its base backup (`pg_basebackup -R`: a standby that follows it), both
 * started. `remove` stops both and deletes their folders.
 */
export async function primaryWithReplica(): Promise<{ primary: Cluster; replica: Cluster; remove(): Promise<void> }> {
  binaries();
  const root = await ownRoot('souk-replica-');
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const primaryPort = await freePort(...PORTS);
  const primary = cluster(primaryDir, primaryPort, path.join(root, 'primary.log'));
  let replica: Cluster | undefined;
  const remove = async () => {
    for (const server of [replica, primary]) await server?.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const settings = [
      `port = ${primaryPort}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'max_connections = 60',
      // A test's data: speed over durability.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
    ];
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    await primary.start();
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // The backup copied the primary's settings; the replica listens on a port of its own.
    const replicaPort = await freePort(primaryPort + 1, PORTS[1]);
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\n`);
    replica = cluster(replicaDir, replicaPort, path.join(root, 'replica.log'));
    await replica.start();
    return { primary, replica, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
