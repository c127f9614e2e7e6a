import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  isLanguageCode,
  languageFromAcceptLanguage,
  pickLanguage,
  type LanguageCode,
} from '@souk/shared/languages';

const queryLanguage = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? null : new URLSearchParams(request.url.slice(at + 1)).get('lang');
};

/** The language a request asks for, by the web app's rule (?lang=, the souk_lang cookie, Accept-Language); English otherwise. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  return pickLanguage({
    query: queryLanguage(request),
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The same, only when the request says something about it (an API client that says nothing changes nothing). */
export function requestLanguageHint(request: FastifyRequest): LanguageCode | undefined {
  const query = queryLanguage(request);
  if (isLanguageCode(query)) return query;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLanguageCode(cookie)) return cookie;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
