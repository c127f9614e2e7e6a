/**
 * The reader's language, chosen the same way by the server (which renders `lang` and `dir` into the
 * page it sends) and by the web app (which shows the texts): an address's `?lang=` first, then the
 * choice kept in the `souk_lang` cookie, then the browser's Accept-Language; English otherwise.
 */
export const LANGUAGE_CODES = ['en', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const LANGUAGE_COOKIE = 'souk_lang';

export const isLanguageCode = (value: string | null | undefined): value is LanguageCode =>
  LANGUAGE_CODES.includes(value as LanguageCode);

/** "ar-LB,ar;q=0.9,en;q=0.8" -> ar: the first of the browser's languages we speak, by its weight. */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode | undefined {
  const weighed = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { code: tag.trim().slice(0, 2).toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && isLanguageCode(entry.code))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return weighed[0]?.code as LanguageCode | undefined;
}

export function pickLanguage(choices: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string;
}): LanguageCode {
  if (isLanguageCode(choices.query)) return choices.query;
  if (isLanguageCode(choices.cookie)) return choices.cookie;
  return languageFromAcceptLanguage(choices.acceptLanguage) ?? 'en';
}

export const directionOfLanguage = (language: LanguageCode) => (language === 'ar' ? 'rtl' : 'ltr');
