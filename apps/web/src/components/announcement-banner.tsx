import { IconArrowRight, IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountTypesOf, isSeller } from '@souk/shared/roles';
import { useAuthUser } from '../lib/auth-store.ts';
import { useAppNavigate } from '../lib/host.ts';
import classes from './announcement-banner.module.css';
import ui from './storefront.module.css';

/**
 * Spec 1 "Landing page" and section 6: logged-in users who do not sell yet are invited to
 * onboarding, carrying what their account already knows. Nothing for a visitor (nor on the server).
 */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useAppNavigate();
  if (!user || isSeller(accountTypesOf(user))) return null;
  return (
    <div className={classes.banner} data-testid="announcement-banner" data-announcement>
      <div className={`${ui.container} ${classes.row}`}>
        <IconBuildingStore size={18} className={classes.icon} />
        <span className={classes.text}>{t('home.announcement.text')}</span>
        <button
          type="button"
          className={classes.link}
          onClick={() =>
            navigate('/onBoarding', {
              state: { email: user.email, userName: user.userName, phone: user.phone, accountType: user.accountType },
            })
          }
        >
          {t('home.announcement.link')}
          <IconArrowRight size={14} className="flip-rtl" />
        </button>
      </div>
    </div>
  );
}
