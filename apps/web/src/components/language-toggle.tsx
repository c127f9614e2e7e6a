import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shows the language you would switch to, as shops in Lebanon usually do (EN / عربي). */
export function LanguageToggle({ variant = 'subtle' }: { variant?: 'subtle' | 'default' | 'white' }) {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant={variant}
      color="dark"
      size="compact-sm"
      leftSection={<IconLanguage size={16} />}
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('header.switchLanguage')}
      data-testid="language-toggle"
      lang={next}
    >
      {next === 'ar' ? 'عربي' : 'EN'}
    </Button>
  );
}
