import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { ApiResult } from './api-client.ts';
import { translateMessage } from './messages.ts';

/** Toasts sit top-right and last 4 s (set on the provider); these keep colours consistent. */
export const toastSuccess = (message: string) => notifications.show({ message, color: 'cedar' });
export const toastError = (message: string) => notifications.show({ message, color: 'red' });
export const toastInfo = (message: string) => notifications.show({ message, color: 'blue' });

/** The server's answer to an action, as a toast in the reader's language: green when it worked. */
export function toastResult(t: TFunction, result: ApiResult<unknown>) {
  const text = translateMessage(t, result.message) ?? result.message;
  if (result.success) toastSuccess(text);
  else toastError(text);
}
