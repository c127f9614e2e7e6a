import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, closeSync, writeSync, rmSync, statfsSync } from 'node:fs';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../apps/api/test/instances/pg-clusters.ts';

const run = promisify(execFile);

/**
 * A Redis server of the fault run's own on a free port: stopping it harms nobody else on the
 * machine. No persistence, as the shared caches and counters it holds need none.
 */
export async function ownRedis(): Promise<{ url: string; stop(): Promise<void>; start(): Promise<void> }> {
  const port = await freePort(6390, 6410);
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 15_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child!.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  };
  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  atExit(() => child?.kill('SIGKILL'));
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

/**
 * A small folder of its own size (tmpfs; mounting one takes root), standing for a disk that fills:
 * `fill` takes all its free room, `free` gives it back. Undefined where no tmpfs can be mounted.
 */
export async function cappedFolder(
  folder: string,
  megabytes: number,
): Promise<{ fill(): void; free(): void; remove(): Promise<void> } | undefined> {
  mkdirSync(folder, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', folder]);
  } catch {
    return undefined;
  }
  let mounted = true;
  atExit(() => {
    if (mounted) execFileSync('umount', ['-l', folder]);
  });
  const filler = `${folder}/.filler`;
  return {
    fill() {
      const fd = openSync(filler, 'a');
      const block = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) writeSync(fd, block);
      } catch {
        // ENOSPC: full. Then the last bytes, block by smaller block.
        for (let size = 32 * 1024; size >= 1; size = Math.floor(size / 2))
          try {
            for (;;) writeSync(fd, block.subarray(0, size));
          } catch {
            // next size
          }
      } finally {
        closeSync(fd);
      }
      const { bavail } = statfsSync(folder);
      if (bavail > 0) throw new Error(`the capped folder still has ${bavail} free blocks`);
    },
    free() {
      rmSync(filler, { force: true });
    },
    async remove() {
      await run('umount', [folder]).catch(() => run('umount', ['-l', folder]));
      mounted = false;
    },
  };
}

/**
 * A mail server of the run's own that takes every mail: what reached the provider, to count each
 * message's deliveries. A connection cut by a killed instance is no error here.
 */
export async function mailSink(): Promise<{ url: string; mails: { raw: string }[]; close(): Promise<void> }> {
  const mails: { raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Last-resort clean-up when the run itself dies: no server of ours left running, no mount left. */
const onExit: (() => void)[] = [];
export function atExit(cleanup: () => void) {
  onExit.push(cleanup);
}
process.once('exit', () => {
  for (const cleanup of onExit.splice(0).reverse())
    try {
      cleanup();
    } catch {
      // the next one all the same
    }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
