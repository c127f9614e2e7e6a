// Shared by `npm start` and `npm test`: whatever a fresh clone lacks is installed or built here.
// Only Node's own modules may be used: on a fresh clone nothing else is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Souk needs Node.js 20.19 or newer; this is ${process.version}.`);
    process.exit(1);
  }
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Newest modification time of any file under the given folders. */
function newest(paths) {
  let latest = 0;
  const walk = (entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry))
        if (child !== 'node_modules' && child !== 'dist') walk(path.join(entry, child));
    } else latest = Math.max(latest, stats.mtimeMs);
  };
  paths.forEach((entry) => walk(path.join(root, entry)));
  return latest;
}

/**
 * Installs when node_modules is missing or older than the lock file. `npm install` (which keeps
 * to the lock) rather than `npm ci`: npm 11 writes only this platform's optional packages into the
 * lock (rollup's, esbuild's) and its own `npm ci` then calls the lock out of sync.
 */
export function ensureInstalled() {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  if (installed === 0 || installed < mtime(path.join(root, 'package-lock.json'))) {
    console.log('Installing dependencies (npm install)...');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Builds the web app (the browser's and the server's renderer) when either is missing or older than its sources. */
export function ensureWebBuilt({ force = false } = {}) {
  const built = Math.min(
    mtime(path.join(root, 'apps/web/dist/index.html')),
    mtime(path.join(root, 'apps/web/dist-server/entry-server.js')),
  );
  const sources = newest([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
    'apps/web/public',
  ]);
  if (force || built === 0 || built < sources) {
    console.log('Building the web app...');
    run('npm', ['run', 'build', '-w', '@souk/web']);
  }
}
