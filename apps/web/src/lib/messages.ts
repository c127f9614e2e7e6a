import type { TFunction } from 'i18next';
import {
  formatClock,
  MESSAGES,
  PER_VARIANT_LIMIT,
  PLEASE_WAIT_FOR_CODE,
  RETURN_WINDOW_CLOSED,
  type MessageKey,
} from '@souk/shared/messages';
import { errorText, type ApiFailure } from './api-client.ts';

const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

const AT_MOST = /^Must be at most (\d+) characters$/;
const PASSWORD_AT_MOST = /^Password must be at most (\d+) characters$/;

/**
 * The shared schemas and the API speak English; this finds the text's key so the user reads it in
 * their language. Texts we do not know (a newer server) are shown as they come.
 */
export function translateMessage(t: TFunction, text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const key = KEY_BY_TEXT.get(text);
  // The English words if the page's texts lack it (a seller's or staff message shown before the areas' texts came).
  if (key) return t(`messages.${key}`, { defaultValue: text });
  const atMost = AT_MOST.exec(text) ?? PASSWORD_AT_MOST.exec(text);
  if (atMost) return t('messages.maxLength', { max: Number(atMost[1]) });
  const perVariant = PER_VARIANT_LIMIT.exec(text);
  if (perVariant) return t('messages.perVariantLimit', { max: Number(perVariant[1]) });
  const returnWindow = RETURN_WINDOW_CLOSED.exec(text);
  if (returnWindow) return t('messages.returnWindowClosed', { count: Number(returnWindow[1]) });
  const wait = PLEASE_WAIT_FOR_CODE.exec(text);
  if (wait) return t('codes.pleaseWait', { time: wait[1] });
  const clientKey = CLIENT_MESSAGES.get(text);
  if (clientKey) return t(clientKey);
  return text;
}

/** Client-side texts of spec 1 section 8 that the API may also send back. */
const CLIENT_MESSAGES = new Map<string, string>([
  ['An error occurred', 'errors.generic'],
  ['Login failed', 'errors.staffLoginFailed'],
  ['Login failed. Please try again.', 'errors.loginFailed'],
  ['Something went wrong during signup.', 'errors.signupFailed'],
]);

/**
 * A failed call as the page shows it, in the reader's language; a 429 also says when to try again
 * (the code pages' message already carries the wait, spec 1 section 8), and a server failure gives
 * its reference for support.
 */
export function failureText(t: TFunction, result: ApiFailure, fallback?: string): string {
  const text = translateMessage(t, errorText(result, fallback)) ?? t('errors.generic');
  if (result.requestId) return `${text} ${t('errors.reference', { id: result.requestId })}`;
  if (!result.retryAfterSeconds || PLEASE_WAIT_FOR_CODE.test(result.message)) return text;
  return `${text} ${t('errors.retryIn', { time: formatClock(result.retryAfterSeconds) })}`;
}
