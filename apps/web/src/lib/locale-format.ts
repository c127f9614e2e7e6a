/**
 * The locale for Intl dates and numbers. Arabic pages write digits the Western way (1, 2, 3), as
 * prices do: 'ar-LB' would give Arabic-Indic digits (١، ٢، ٣) beside $31.84, and with Western
 * digits it groups thousands with a dot (89.000), so plain Arabic with Latin digits it is.
 */
export const intlLocale = (language: string | undefined) => (language?.startsWith('ar') ? 'ar-u-nu-latn' : 'en-US');

/**
 * A price or code set inside a sentence keeps its own left-to-right order in Arabic: "ادفع $31.84",
 * not "ادفع 31.84$" (the bidi algorithm moves a trailing "$" otherwise). Unicode isolate marks.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * Dates the server renders are written in Lebanon's time (the marketplace's), not the machine's or
 * the browser's: the same day on the server's HTML and the browser's hydrated page.
 */
export const MARKET_TIME_ZONE = 'Asia/Beirut';

/** A name in the page's language: the Arabic one on an Arabic page where there is one, else the English. */
export const nameIn = (language: string | undefined, named: { name: string; nameAr?: string | null }) =>
  language?.startsWith('ar') && named.nameAr ? named.nameAr : named.name;

/** One formatter a language for `marketDay`. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day ("Nov 28, 2026") in Lebanon's time, the same on the server and in any reader's browser: reviews, questions. */
export function marketDay(date: string, language: string | undefined) {
  const locale = intlLocale(language);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: MARKET_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(date));
}
