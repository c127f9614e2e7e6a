import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link.tsx';
import classes from './logo.module.css';

/**
 * The shop's mark and name, a link home; white on a dark background when `inverted`. Plain elements
 * (the storefront's header and footer draw it, ARCHITECTURE.md section 8), the same in every frame.
 */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <AppLink to={to} className={classes.logo} data-inverted={inverted || undefined} aria-label={t('common.homeLink')}>
      <span className={classes.mark}>
        <IconBuildingStore size={20} stroke={1.8} />
      </span>
      <span className={classes.name}>{t('common.brand')}</span>
    </AppLink>
  );
}
