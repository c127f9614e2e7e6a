import type { TFunction } from 'i18next';
import { issueTypeNameKey } from '@souk/shared/schemas/cs';

/**
 * An issue type as the reader reads it: the desk's starting ones (DESK_ISSUE_TYPES) by their name
 * in the page's language, one a manager added as they wrote it (its label where there is one).
 */
export function issueTypeName(t: TFunction, value: string | null | undefined, label?: string | null): string {
  const key = issueTypeNameKey(value);
  return key ? t(`issueTypes.${key}`) : label || value || '';
}
