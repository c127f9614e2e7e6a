import { describe, expect, it } from 'vitest';
import { MESSAGES, PER_VARIANT_LIMIT, perVariantLimitMessage } from '@souk/shared/messages';
import ar from './ar.json';
import en from './en.json';

// Every text the API or the shared schemas can send has its words in both languages under
// `messages.*`, where translateMessage looks; without one the shopper reads English in Arabic.
describe('server messages', () => {
  it.each(Object.entries(MESSAGES))('%s is in English, word for word, and in Arabic', (key, text) => {
    const english = (en.messages as Record<string, string>)[key];
    const arabic = (ar.messages as Record<string, string>)[key];
    expect(english).toBe(text);
    expect(arabic).toBeTruthy();
    expect(arabic).not.toBe(text);
  });
});

describe('server message words', () => {
  it('no two keys share their English words: a reply is translated by its words, so twins would read differently', () => {
    const seen = new Map<string, string>();
    const twins = Object.entries(MESSAGES).flatMap(([key, text]) => {
      const earlier = seen.get(text);
      seen.set(text, key);
      return earlier ? [`${earlier} = ${key}`] : [];
    });
    expect(twins).toEqual([]);
  });
});

describe('server messages with a number in them', () => {
  it('the limit on units of one variant per order is found by its pattern and reads the same in English', () => {
    const text = perVariantLimitMessage(10);
    expect(PER_VARIANT_LIMIT.exec(text)?.[1]).toBe('10');
    expect(en.messages.perVariantLimit.replace('{{max}}', '10')).toBe(text);
    expect(ar.messages.perVariantLimit).toContain('{{max}}');
  });
});
