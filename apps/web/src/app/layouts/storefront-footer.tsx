import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconCash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQuery, FALLBACK_CONFIG, SOCIAL_LINKS } from '../../api/config/get-config.ts';
import { AppLink } from '../../components/app-link.tsx';
import { Logo } from '../../components/logo.tsx';
import ui from '../../components/storefront.module.css';
import classes from './storefront-footer.module.css';
import { NewsletterForm } from './newsletter-form.tsx';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';

const PAYMENT_METHODS = ['Visa', 'Mastercard', 'PayPal', 'OMT'];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string; state?: unknown }[] }) {
  return (
    <div className={classes.column}>
      <p className={classes.columnTitle}>{title}</p>
      {links.map((link) => (
        <AppLink key={link.label} to={link.to} state={link.state} className={classes.link}>
          {link.label}
        </AppLink>
      ))}
    </div>
  );
}

const SOCIAL_ICONS = { facebook: IconBrandFacebook, instagram: IconBrandInstagram, whatsapp: IconBrandWhatsapp };
const SOCIAL_LABELS = { facebook: 'Facebook', instagram: 'Instagram', whatsapp: 'WhatsApp' };

/** The shop's own pages, as the server is configured (SOCIAL_FACEBOOK_URL...); unset ones are left out. */
function SocialLinks() {
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  const links = SOCIAL_LINKS.flatMap((name) => {
    const href = config.social[name];
    return href ? [{ name, href, Icon: SOCIAL_ICONS[name] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <div className={classes.social} data-testid="footer-social">
      {links.map(({ name, href, Icon }) => (
        <a
          key={name}
          href={href}
          target="_blank"
          rel="noreferrer"
          className={classes.socialLink}
          aria-label={SOCIAL_LABELS[name]}
        >
          <Icon size={18} aria-hidden />
        </a>
      ))}
    </div>
  );
}

export function StorefrontFooter() {
  const { t } = useTranslation();
  const { seller, becomeSeller } = useSellerFlags();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.newsletter}>
        <div className={`${ui.container} ${classes.newsletterRow}`}>
          <div className={classes.newsletterText}>
            <h2 className={ui.title}>{t('footer.newsletterTitle')}</h2>
            <p className={classes.small}>{t('footer.newsletterText')}</p>
          </div>
          <div className={classes.newsletterForm}>
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className={`${ui.container} ${classes.main}`}>
        <div className={classes.columns}>
          <div className={classes.about}>
            <Logo inverted />
            <p className={classes.small}>{t('footer.about')}</p>
            <SocialLinks />
            {seller ? null : (
              <button type="button" className={`${ui.button} ${ui.saffron}`} onClick={() => becomeSeller()}>
                {t('nav.becomeSeller')}
              </button>
            )}
          </div>
          <LinkColumn
            title={t('footer.products')}
            links={[
              { to: '/', label: t('nav.todaysDeals'), state: { section: 'deals' } },
              { to: '/', label: t('nav.featuredItems'), state: { section: 'featured' } },
              { to: '/all-products', label: t('footer.allProducts') },
            ]}
          />
          <LinkColumn
            title={t('footer.siteMap')}
            links={[
              { to: '/', label: t('footer.home') },
              { to: '/about-us', label: t('nav.aboutUs') },
              { to: '/contact-us', label: t('nav.contactUs') },
              { to: '/help-center', label: t('nav.helpCenter') },
            ]}
          />
          <LinkColumn
            title={t('footer.usefulLinks')}
            links={[
              { to: '/refund-policy', label: t('nav.refundReturnPolicy') },
              { to: '/order-history', label: t('header.orderHistory') },
              { to: '/company-profile', label: t('footer.companyProfile') },
              { to: '/currency', label: t('footer.currency') },
            ]}
          />
        </div>
        <hr className={classes.divider} />
        <div className={classes.bottom}>
          <div className={classes.accept}>
            <span className={classes.small}>{t('footer.weAccept')}</span>
            {PAYMENT_METHODS.map((method) => (
              <span key={method} className={classes.method}>
                {method}
              </span>
            ))}
          </div>
          <div className={classes.cash}>
            <IconTruckDelivery size={20} aria-hidden />
            <IconCash size={20} aria-hidden />
            <span>{t('footer.cashOnDelivery')}</span>
          </div>
        </div>
        <p className={classes.copyright}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
