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

// Each language's texts are a chunk of their own, in three parts (locales/text-parts.ts): the
// storefront's, fetched for the shown language only (the other when the reader switches:
// changeLanguage waits for it, so no key is ever shown raw); the buyer's own pages', which those
// pages add before they render (`loadAccountTexts`); and the seller's and staff's areas', which an
// area adds, with the account's, before it renders (`loadAreaTexts`).
type Bundle = () => Promise<{ default: ResourceKey }>;
const storefrontTexts: Record<Language, Bundle> = {
  en: () => import('virtual:souk-texts/storefront/en'),
  ar: () => import('virtual:souk-texts/storefront/ar'),
};
type LaterPart = 'account' | 'areas';
const laterTexts: Record<LaterPart, Record<Language, Bundle>> = {
  account: {
    en: () => import('virtual:souk-texts/account/en'),
    ar: () => import('virtual:souk-texts/account/ar'),
  },
  areas: {
    en: () => import('virtual:souk-texts/areas/en'),
    ar: () => import('virtual:souk-texts/areas/ar'),
  },
};
/** The parts a page has asked for: from then on a language comes with them too. */
const wantedParts = new Set<LaterPart>();
/** `<part>/<language>` of each part already added. */
const partsIn = new Set<string>();

type Tree = { [key: string]: unknown };
/** The parts hold different keys, except under a few shared branches (`cs`): merged branch by branch. */
const merged = (base: Tree, more: Tree): Tree =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(more)])].map((key) => {
      const [left, right] = [base[key], more[key]];
      const both = typeof left === 'object' && typeof right === 'object' && left !== null && right !== null;
      return [key, both ? merged(left as Tree, right as Tree) : (right ?? left)];
    }),
  );

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (code, _namespace, callback) => {
    const language: Language = code === 'ar' ? 'ar' : 'en';
    const parts = [...wantedParts];
    Promise.all([storefrontTexts[language](), ...parts.map((part) => laterTexts[part][language]())])
      .then(([{ default: texts }, ...more]) => {
        for (const part of parts) partsIn.add(`${part}/${language}`);
        return more.reduce((all, { default: added }) => merged(all, added as Tree), texts as Tree) as ResourceKey;
      })
      .then(
        (texts) => callback(null, texts),
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

let started: Promise<unknown> | undefined;

/** Settles once the shown language's texts are in: main.tsx renders after it. */
export function startI18n() {
  // The page takes its direction at once, not when the texts arrive.
  applyToDocument(detectLanguages().find((code) => LANGUAGES.some((language) => code.startsWith(language))) ?? 'en');
  i18n.on('languageChanged', applyToDocument);
  started = i18n.use(lazyBundles).use(detector).use(initReactI18next).init(I18N_OPTIONS);
  return started;
}

/**
 * Adds these parts' texts in the shown language, and in any language shown later, before a page
 * that shows them renders, so none of them shows as a raw key. On the server (every text bundled,
 * entry-server.tsx) and before the app starts, there is nothing to add.
 */
async function loadTextParts(parts: LaterPart[]) {
  if (typeof window === 'undefined' || !started) return;
  for (const part of parts) wantedParts.add(part);
  await started;
  const language = currentLanguage();
  await Promise.all(
    parts
      .filter((part) => !partsIn.has(`${part}/${language}`))
      .map(async (part) => {
        const { default: texts } = await laterTexts[part][language]();
        partsIn.add(`${part}/${language}`);
        i18n.addResourceBundle(language, 'translation', texts, true, false);
      }),
  );
}

/** The buyer's own pages' texts (cart, checkout, orders, wish list, profile): their routes wait for them (app/router.tsx). */
export const loadAccountTexts = () => loadTextParts(['account']);

/**
 * The seller's and staff's areas' texts, with the account's they show too (an order's lines): the
 * areas' route table and frames wait for them before they render (area-routes.tsx,
 * landing-layout.tsx, staff-public-layout.tsx).
 */
export const loadAreaTexts = () => loadTextParts(['account', 'areas']);

export const currentLanguage = (): Language => (i18n.resolvedLanguage === 'ar' ? 'ar' : 'en');

export default i18n;
