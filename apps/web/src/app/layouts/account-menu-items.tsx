import { IconHistory, IconLayoutDashboard, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@souk/shared/schemas/auth';
import { AppLink } from '../../components/app-link.tsx';
import { useLogoutAction } from '../use-logout-action.ts';
import { moveFocus } from './menu-keys.ts';
import classes from './header-menu.module.css';

const ITEM = '[role="menuitem"]';

/** The signed-in user's menu (account-menu.tsx opens it): profile, orders, the dashboard of a seller, logout. */
export function AccountMenuItems({
  user,
  seller,
  focusFirst,
  onDone,
}: {
  user: PublicUser;
  seller: boolean;
  focusFirst: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { logout } = useLogoutAction();
  const items = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst) items.current?.querySelector<HTMLElement>(ITEM)?.focus();
  }, [focusFirst]);
  const link = (to: string, label: string, icon: ReactNode) => (
    <AppLink to={to} role="menuitem" className={classes.item} onClick={onDone}>
      {icon}
      {label}
    </AppLink>
  );
  return (
    <div ref={items} onKeyDown={(event) => moveFocus(event, ITEM)}>
      <p className={classes.label}>{user.email}</p>
      {link('/profile', t('header.editProfile'), <IconUserEdit size={16} />)}
      {link('/order-history', t('header.orderHistory'), <IconHistory size={16} />)}
      {seller ? link('/seller-dashboard', t('header.dashboard'), <IconLayoutDashboard size={16} />) : null}
      <hr className={classes.divider} />
      <button
        type="button"
        role="menuitem"
        className={classes.item}
        data-tone="red"
        onClick={() => {
          void logout();
          onDone();
        }}
        data-testid="logout"
      >
        <IconLogout size={16} />
        {t('header.logout')}
      </button>
    </div>
  );
}
