import i18n, { type BackendModule, type InitOptions, type LanguageDetectorModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguageCode, LANGUAGE_COOKIE } from '@souk/shared/languages';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const directionOf = (language: string): 'rtl' | 'ltr' => (language.startsWith('ar') ? 'rtl' : 'ltr');

function applyToDocument(language: string) {
  const html = document.documentElement;
  html.lang = language.startsWith('ar') ? 'ar' : 'en';
  html.dir = directionOf(language);
}

// Each language's texts are a chunk of their own: only the shown one is fetched, the other when the
// reader switches (changeLanguage waits for it, so no key is ever shown raw).
const bundles: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('../locales/en.json'),
  ar: () => import('../locales/ar.json'),
};
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    bundles[language === 'ar' ? 'ar' : 'en']().then(
      (bundle) => callback(null, bundle.default),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Spec 1 section 1: an address's `?lang=` first (the alternates search engines list), then a stored
 * choice, then the browser's languages; the language shown is stored, in the `souk_lang` cookie too,
 * from which the server renders the page's language and direction: the first paint is already right.
 * (A few lines, where i18next-browser-languagedetector weighed 4 KB of the first script.)
 */
const detectLanguages = (): string[] => {
  const asked = new URLSearchParams(window.location.search).get('lang');
  // The server already chose by the same rule (its `lang` on <html>); only Vite's dev page has none.
  const rendered = document.documentElement.getAttribute('lang');
  const stored = readItem('local', STORAGE_KEYS.language);
  if (isLanguageCode(asked)) return [asked];
  if (isLanguageCode(rendered)) return [rendered];
  return stored ? [stored] : [...navigator.languages];
};
const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage: (language) => {
    writeItem('local', STORAGE_KEYS.language, language);
    document.cookie = `${LANGUAGE_COOKIE}=${language.startsWith('ar') ? 'ar' : 'en'}; path=/; max-age=31536000; SameSite=Lax`;
  },
};

/** The same options in the browser and in the server's per-language instances (entry-server.tsx). */
export const I18N_OPTIONS: InitOptions = {
  supportedLngs: [...LANGUAGES],
  // "ar-LB" from the browser is served the Arabic texts.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // English for any other browser language; Arabic holds every key (locales/parity.test.ts), so an
  // Arabic reader never fetches the English texts underneath.
  fallbackLng: { ar: [], default: ['en'] },
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
};

/** Settles once the shown language's texts are in: main.tsx renders after it. */
export function startI18n() {
  // The page takes its direction at once, not when the texts arrive.
  applyToDocument(detectLanguages().find((code) => LANGUAGES.some((language) => code.startsWith(language))) ?? 'en');
  i18n.on('languageChanged', applyToDocument);
  return i18n.use(lazyBundles).use(detector).use(initReactI18next).init(I18N_OPTIONS);
}

export const currentLanguage = (): Language => (i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');

export default i18n;
