import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data dir the server migrated and seeded with the small demo; each journey's server starts from a copy. */
    e2eDemoDataDir: string;
  }
}

/**
 * Seeds the small demo once for the whole run (the server's own start: migrations, demo catalogue,
 * photos), so each file's server starts from a copy instead of seeding again.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'souk-e2e-demo-'));
  const server = await startServerProcess({ dataDir });
  // Copied only once closed cleanly: a database killed mid-write would fail every file far from here.
  const exit = await server.stop();
  if (exit.code !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the demo's server did not shut down cleanly (${JSON.stringify(exit)}):\n${server.output()}`);
  }
  project.provide('e2eDemoDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
