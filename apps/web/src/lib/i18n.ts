import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { STORAGE_KEYS } from './storage.ts';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const directionOf = (language: string): 'rtl' | 'ltr' => (language.startsWith('ar') ? 'rtl' : 'ltr');

function applyToDocument(language: string) {
  const html = document.documentElement;
  html.lang = language.startsWith('ar') ? 'ar' : 'en';
  html.dir = directionOf(language);
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, ar: { translation: ar } },
    supportedLngs: [...LANGUAGES],
    // "ar-LB" from the browser is served the Arabic texts.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Spec 1 section 1: a stored choice first, then the browser.
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
    returnNull: false,
  });

applyToDocument(i18n.resolvedLanguage ?? 'en');
i18n.on('languageChanged', applyToDocument);

export const currentLanguage = (): Language => (i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');

export default i18n;
