import { useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/**
 * What a person typed into a server-rendered form before the scripts ran, by field name. Hydration
 * puts back the values React holds (empty), so main.tsx reads the fields just before it, and each
 * form takes its own back once hydrated.
 */
const typed = new Map<string, string>();

export function keepTypedValues(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name]:not([type=checkbox]):not([type=radio]), textarea[name]',
  )) {
    if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  }
}

/** A form's fields (named by their path, as `translatedField` names them) take what was typed in them. */
export function useFieldsTypedBeforeHydration<V extends Record<string, unknown>>(form: UseFormReturnType<V>) {
  useEffect(() => {
    for (const path of Object.keys(form.getValues())) {
      const value = typed.get(path);
      if (value === undefined) continue;
      typed.delete(path);
      form.setFieldValue(path, value as never);
    }
    // Once, after hydration: the form object is stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
