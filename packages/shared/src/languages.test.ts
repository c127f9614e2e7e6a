import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, pickLanguage } from './languages.ts';

describe('the reader language, as the server and the web app pick it', () => {
  it("an address's lang first, then the cookie, then Accept-Language by weight, English otherwise", () => {
    expect(pickLanguage({ query: 'ar', cookie: 'en', acceptLanguage: 'en' })).toBe('ar');
    expect(pickLanguage({ query: 'fr', cookie: 'ar', acceptLanguage: 'en' })).toBe('ar');
    expect(pickLanguage({ cookie: 'xx', acceptLanguage: 'fr-FR,ar-LB;q=0.9,en;q=0.8' })).toBe('ar');
    expect(pickLanguage({ acceptLanguage: 'en-US,en;q=0.9,ar;q=0.8' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'ar;q=0.2,en;q=0.5' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'fr, de' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
    expect(languageFromAcceptLanguage('AR-lb')).toBe('ar');
    expect(languageFromAcceptLanguage('ar;q=0')).toBeUndefined();
  });
});
