import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

// Every `t('key', { … })` call in the app must pass each {{placeholder}} its texts use, in both
// languages: a missing one shows the raw "{{max}}" to the shopper.
const SOURCE = path.resolve(import.meta.dirname, '..');
const CALL = /\bt\('([\w.]+)',\s*\{([^}]*)\}/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The texts of a key, its plural forms included (key_one, key_other, …). */
function textsOf(locale: Record<string, unknown>, key: string): string[] {
  const parts = key.split('.');
  const leaf = parts.pop()!;
  let node: unknown = locale;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const branch = (node ?? {}) as Record<string, unknown>;
  return Object.entries(branch)
    .filter(([name, value]) => typeof value === 'string' && (name === leaf || name.startsWith(`${leaf}_`)))
    .map(([, value]) => value as string);
}

const calls = sourceFiles(SOURCE).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map((match) => ({
    where: `${path.relative(SOURCE, file)}: ${match[1]}`,
    key: match[1]!,
    given: new Set(
      match[2]!
        .split(',')
        .map((part) => part.split(':')[0]!.trim())
        .filter(Boolean),
    ),
  })),
);

describe('translation placeholders', () => {
  it('finds the calls it checks', () => {
    expect(calls.length).toBeGreaterThan(20);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('every placeholder of a %s text is passed by its call', (_, locale) => {
    const missing = calls.flatMap(({ where, key, given }) =>
      textsOf(locale, key).flatMap((text) =>
        [...text.matchAll(/\{\{(\w+)\}\}/g)]
          .map((match) => match[1]!)
          .filter((name) => !given.has(name))
          .map((name) => `${where} lacks {{${name}}}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
