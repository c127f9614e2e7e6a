import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@souk/shared/messages';
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
