import type { TFunction } from 'i18next';
import type { ApiResult } from './api-client.ts';
import { translateMessage } from './messages.ts';
import { toastError, toastSuccess } from './toast.ts';

/**
 * The server's answer to an action, as a toast in the reader's language: green when it worked.
 * Its own file, so the storefront's first script does not carry the message table for it.
 */
export function toastResult(t: TFunction, result: ApiResult<unknown>) {
  const text = translateMessage(t, result.message) ?? result.message;
  if (result.success) toastSuccess(text);
  else toastError(text);
}
