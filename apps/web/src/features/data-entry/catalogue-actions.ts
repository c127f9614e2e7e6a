import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ApiResult } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

/**
 * After an add or an edit (spec 3 section 4, "Checkout-side data-entry flows"): the server's
 * message as a success alert, or the block's failure alert with the reason, and the reason on the
 * field it concerns. True when it worked.
 */
export function reportSave<T>(
  t: TFunction,
  result: ApiResult<unknown>,
  form: UseFormReturnType<T>,
  failure: (message: string) => string,
): boolean {
  if (result.success) {
    toastSuccess(translateMessage(t, result.message) ?? result.message);
    return true;
  }
  const reason = translateMessage(t, result.errors?.[0]?.msg ?? result.message) || t('dataEntry.unknownError');
  form.setErrors(
    Object.fromEntries(
      (result.errors ?? [])
        .filter((error) => error.path)
        .map((error) => [error.path!, translateMessage(t, error.msg) ?? error.msg]),
    ),
  );
  toastError(failure(reason));
  return false;
}
