import type { TFunction } from 'i18next';
import { issueTypeNameKey } from '@souk/shared/schemas/cs';

/** An issue type as the API sends it: its English label and, where staff wrote one, its Arabic one. */
export interface IssueLabels {
  label?: string | null;
  labelAr?: string | null;
}

/**
 * An issue type as the reader reads it: on an Arabic page the Arabic label staff wrote, else the
 * desk's starting ones (DESK_ISSUE_TYPES) by their name in the page's language, else as written
 * (its label where there is one). `language` matters only with `labels`.
 */
export function issueTypeName(
  t: TFunction,
  value: string | null | undefined,
  labels?: string | null | IssueLabels,
  language?: string,
): string {
  const { label, labelAr } = typeof labels === 'object' && labels !== null ? labels : { label: labels, labelAr: null };
  if (language?.startsWith('ar') && labelAr) return labelAr;
  const key = issueTypeNameKey(value);
  return key ? t(`issueTypes.${key}`) : label || value || '';
}
