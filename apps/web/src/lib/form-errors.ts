import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ApiFieldError } from './api-client.ts';
import { translateMessage } from './messages.ts';

/**
 * Input props whose error is shown in the user's language: the shared zod schemas produce the
 * English texts of MESSAGES, which are looked up by key.
 */
export function translatedField<V extends Record<string, unknown>>(form: UseFormReturnType<V>, t: TFunction) {
  return (path: Extract<keyof V, string>, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    const error = form.errors[path];
    // Named by its path: the browser's autofill reads it, and so does lib/typed-before-hydration.ts.
    return { ...props, name: path, error: typeof error === 'string' ? translateMessage(t, error) : error };
  };
}

/** The server's field errors land on the matching inputs, as the browser's own checks do. */
export function applyServerErrors<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  errors: ApiFieldError[] | undefined,
) {
  const byField: Record<string, string> = {};
  for (const error of errors ?? []) {
    const field = error.path?.split('.')[0];
    if (field && field in form.values && !byField[field]) byField[field] = error.msg;
  }
  if (Object.keys(byField).length > 0) form.setErrors(byField);
}
