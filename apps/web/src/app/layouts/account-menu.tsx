import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';
import { HeaderPopup, useHeaderDropdown } from './header-dropdown.tsx';
import classes from './storefront-header.module.css';

const loadItems = () => import('./account-menu-items.tsx');
// The menu's items come with their own chunk, loaded when the pointer or the focus reaches the button.
const AccountMenuItems = lazy(() => loadItems().then((module) => ({ default: module.AccountMenuItems })));
const preload = () => void loadItems();

/** Login/Register for a visitor (and on the server); a signed-in user's menu (account-menu-items.tsx). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, seller } = useSellerFlags();
  const dropdown = useHeaderDropdown();
  const menuId = useId();

  if (!user) {
    return (
      <AppLink to="/login" className={classes.login} data-testid="account-login">
        <IconUser size={18} />
        {t('header.loginRegister')}
      </AppLink>
    );
  }

  return (
    <div ref={dropdown.root} className={classes.dropdown}>
      <button
        {...dropdown.trigger(menuId, preload)}
        className={classes.account}
        aria-label={t('header.accountMenu')}
        aria-haspopup="menu"
        data-testid="account-menu"
      >
        <span className={classes.avatar}>{user.initials}</span>
        <span className={classes.accountText}>
          <span className={classes.hello}>{t('header.hello', { name: user.firstName || user.userName })}</span>
          <span className={classes.myAccount}>{t('header.myAccount')}</span>
        </span>
        <IconChevronDown size={14} />
      </button>
      {dropdown.opened ? (
        // Nothing is drawn until the items are there (a moment at most: they load as the pointer comes).
        <Suspense fallback={null}>
          <HeaderPopup
            align="end"
            id={menuId}
            role="menu"
            aria-label={t('header.accountMenu')}
            className={classes.menu}
          >
            <AccountMenuItems user={user} seller={seller} focusFirst={dropdown.byKeyboard} onDone={dropdown.close} />
          </HeaderPopup>
        </Suspense>
      ) : null}
    </div>
  );
}
