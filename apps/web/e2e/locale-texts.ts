import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';

export type Language = 'en' | 'ar';
export type Texts = typeof en;

/** Journeys assert the words a user reads, in the language the page is in. */
export const textsFor = (language: Language): Texts => (language === 'ar' ? ar : en);

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field's label exactly, with or without the required asterisk Mantine appends (hidden from
 * screen readers, but part of the label's text that getByLabel matches).
 */
export const labelText = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
