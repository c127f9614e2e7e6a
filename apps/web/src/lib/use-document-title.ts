import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../locales/en.json';

export type PageTitleKey = keyof (typeof en)['pageTitles'];

/**
 * Each page names itself in the tab, the history and bookmarks ("Cart | Souk"); `text` (a product's
 * name) takes the place of the page's generic title once it is known.
 */
export function useDocumentTitle(key: PageTitleKey, text?: string) {
  const { t } = useTranslation();
  const title = `${text || t(`pageTitles.${key}`)} | ${t('common.brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
