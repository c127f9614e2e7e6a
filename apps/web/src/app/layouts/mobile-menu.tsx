import {
  IconBuildingStore,
  IconChevronRight,
  IconHeart,
  IconHelp,
  IconHistory,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconReceiptRefund,
  IconShoppingCart,
  IconUser,
  IconUserEdit,
  IconX,
} from '@tabler/icons-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';
import { useLogoutAction } from '../use-logout-action.ts';
import menu from './header-menu.module.css';
import classes from './mobile-menu.module.css';

const chevron = <IconChevronRight size={14} className={`${classes.chevron} flip-rtl`} />;

/**
 * A phone's menu behind the header's burger (storefront-header.tsx loads it on first use): a modal
 * <dialog> sliding in from the side reading starts on, with who is signed in, the shop's pages, the
 * language and the currency. Escape, the close button, the backdrop and any link close it. The
 * header hands it its logo and settings: this chunk imports nothing from the frame's, whose route
 * entry would otherwise lose its name in the build's manifest (the budgets read it).
 */
export function MobileMenu({ logo, settings, onClose }: { logo: ReactNode; settings: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, seller, becomeSeller } = useSellerFlags();
  const { logout } = useLogoutAction();
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const before = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      before?.focus();
    };
  }, []);

  const item = (to: string, label: string, icon: ReactNode) => (
    <AppLink key={to} to={to} className={`${menu.item} ${classes.item}`}>
      {icon}
      <span className={classes.itemLabel}>{label}</span>
      {chevron}
    </AppLink>
  );
  const action = (label: string, icon: ReactNode, run: () => void, tone?: 'red') => (
    <button
      type="button"
      className={`${menu.item} ${classes.item}`}
      data-tone={tone}
      onClick={() => {
        run();
        onClose();
      }}
    >
      {icon}
      <span className={classes.itemLabel}>{label}</span>
      {tone ? null : chevron}
    </button>
  );

  return (
    <dialog
      ref={dialog}
      className={classes.drawer}
      aria-label={t('common.brand')}
      // Closed by Escape: unless it opened again at once (React's development double mount).
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      onClick={(event) => {
        // A press on the backdrop lands on the dialog itself; one on a link navigates away.
        const target = event.target as Element;
        if (target === event.currentTarget || target.closest('a')) onClose();
      }}
    >
      <div className={classes.body}>
        <div className={classes.head}>
          {logo}
          <button type="button" className={classes.close} aria-label={t('common.close')} onClick={onClose}>
            <IconX size={20} />
          </button>
        </div>
        <div className={classes.who}>
          <span className={classes.avatar}>{user?.initials ?? <IconUser size={22} />}</span>
          <div className={classes.whoText}>
            <p className={classes.name}>{user ? user.fullName || user.userName : t('header.guestUser')}</p>
            {user ? (
              <p className={classes.email}>{user.email}</p>
            ) : (
              <AppLink to="/login" className={classes.login}>
                {t('header.loginRegister')}
              </AppLink>
            )}
          </div>
        </div>
        <nav className={classes.items}>
          {user ? item('/profile', t('header.editProfile'), <IconUserEdit size={18} />) : null}
          {item('/wish-list', t('header.wishList'), <IconHeart size={18} />)}
          {item('/cart', t('header.cart'), <IconShoppingCart size={18} />)}
          {item('/help-center', t('nav.helpCenter'), <IconHelp size={18} />)}
          {item('/contact-us', t('nav.contactUs'), <IconMail size={18} />)}
          {item('/about-us', t('nav.aboutUs'), <IconInfoCircle size={18} />)}
          {item('/refund-policy', t('nav.refundReturnPolicy'), <IconReceiptRefund size={18} />)}
          {item('/order-history', t('header.orderHistory'), <IconHistory size={18} />)}
          {seller
            ? item('/seller-dashboard', t('header.goToDashboard'), <IconLayoutDashboard size={18} />)
            : action(t('nav.becomeSeller'), <IconBuildingStore size={18} />, () => becomeSeller())}
          {user ? action(t('header.logout'), <IconLogout size={18} />, () => void logout(), 'red') : null}
        </nav>
        <hr className={classes.divider} />
        <div className={classes.settings}>{settings}</div>
      </div>
    </dialog>
  );
}
