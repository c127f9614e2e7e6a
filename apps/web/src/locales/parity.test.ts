import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

const keysOf = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

// The Arabic texts load without English beneath them (lib/i18n.ts): a key missing there would show raw.
describe('locales', () => {
  it('Arabic has every English key', () => {
    const arabic = new Set(keysOf(ar));
    expect(keysOf(en).filter((key) => !arabic.has(key))).toEqual([]);
  });
});
