import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { splitTexts, type TextPart } from '../src/locales/text-parts.ts';

/**
 * The texts' chunks (issue 37): `virtual:souk-texts/<part>/<language>` is one part of
 * locales/<language>.json (src/locales/text-parts.ts), so the storefront's first load carries only
 * the storefront's texts of the reader's language, and the buyer's own pages and the areas bring theirs.
 */
const PREFIX = 'virtual:souk-texts/';
const ID = /^\0virtual:souk-texts\/(storefront|account|areas)\/([a-z]{2})$/;

export function texts(localesDir: string): Plugin {
  return {
    name: 'souk-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [, part, language] = ID.exec(id) ?? [];
      if (!part || !language) return this.error(`no such texts: ${id.slice(1)}`);
      const file = path.join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const chosen = splitTexts(JSON.parse(readFileSync(file, 'utf8')))[part as TextPart];
      // JSON.parse of a string literal: parsed faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(chosen))});`;
    },
  };
}

/** `manualChunks`: each part is a chunk with a name of its own (`texts-en`, `account-texts-ar`, `area-texts-ar`). */
export function textsChunk(id: string) {
  const [, part, language] = ID.exec(id) ?? [];
  if (!part) return undefined;
  return { storefront: `texts-${language}`, account: `account-texts-${language}`, areas: `area-texts-${language}` }[
    part
  ];
}
