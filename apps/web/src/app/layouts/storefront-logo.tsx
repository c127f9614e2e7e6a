import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import classes from './storefront-header.module.css';

/** The shop's mark and name, a link home: components/logo.tsx in plain elements, for the storefront's frame. */
export function StorefrontLogo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <AppLink to={to} className={classes.logo} data-inverted={inverted || undefined} aria-label={t('common.homeLink')}>
      <span className={classes.logoMark}>
        <IconBuildingStore size={20} stroke={1.8} />
      </span>
      <span className={classes.logoName}>{t('common.brand')}</span>
    </AppLink>
  );
}
