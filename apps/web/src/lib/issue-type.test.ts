import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DESK_ISSUE_TYPES } from '@souk/shared/schemas/cs';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { issueTypeName } from './issue-type.ts';

const translator = async (language: 'en' | 'ar') => {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { en: { translation: en }, ar: { translation: ar } } });
  return instance.t;
};

describe('issue types read in the page language (issue 24)', () => {
  it("every one of the desk's starting issue types has its name in English, as the desk writes it, and in Arabic", async () => {
    const [english, arabic] = [await translator('en'), await translator('ar')];
    for (const names of Object.values(DESK_ISSUE_TYPES)) {
      for (const value of Object.keys(names)) {
        expect(issueTypeName(english, value)).toBe(value);
        const name = issueTypeName(arabic, value);
        expect(name, value).not.toBe(value);
        expect(name, value).not.toMatch(/^issueTypes\./);
        expect(name, value).toMatch(/[\u0600-\u06FF]/);
      }
    }
    expect(issueTypeName(arabic, 'damaged ITEM')).toBe(ar.issueTypes.damagedItem);
  });

  it('one a manager added reads as they wrote it, its label first; nothing shows as nothing', async () => {
    const arabic = await translator('ar');
    expect(issueTypeName(arabic, 'Item smells of smoke')).toBe('Item smells of smoke');
    expect(issueTypeName(arabic, 'smoke', 'رائحة دخان')).toBe('رائحة دخان');
    expect(issueTypeName(arabic, null)).toBe('');
  });

  it('on an Arabic page the Arabic label staff wrote comes first, the English where there is none (issue 38)', async () => {
    const [english, arabic] = [await translator('en'), await translator('ar')];
    const written = { label: 'Wrong size', labelAr: 'مقاس غير مناسب' };
    expect(issueTypeName(arabic, 'Wrong size', written, 'ar')).toBe('مقاس غير مناسب');
    expect(issueTypeName(english, 'Wrong size', written, 'en')).toBe('Wrong size');
    expect(issueTypeName(arabic, 'Wrong size', { label: 'Wrong size', labelAr: '' }, 'ar')).toBe('Wrong size');
    // A starting one keeps its translation where no Arabic label was written.
    expect(issueTypeName(arabic, 'Damaged item', { label: 'Damaged item', labelAr: '' }, 'ar')).toBe(
      ar.issueTypes.damagedItem,
    );
  });
});
