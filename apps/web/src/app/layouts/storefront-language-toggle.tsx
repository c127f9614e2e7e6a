import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './storefront-header.module.css';

/**
 * components/language-toggle.tsx in plain elements, for the storefront's frame: shows the language
 * you would switch to, as shops in Lebanon usually do (EN / عربي).
 */
export function StorefrontLanguageToggle({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={classes.language}
      data-variant={variant}
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('header.switchLanguage')}
      data-testid="language-toggle"
      lang={next}
    >
      <IconLanguage size={16} />
      {next === 'ar' ? 'عربي' : 'EN'}
    </button>
  );
}
