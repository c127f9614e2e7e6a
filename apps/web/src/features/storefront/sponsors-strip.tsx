import { useTranslation } from 'react-i18next';
import { useSponsors } from '../../api/home/get-sponsors.ts';
import ui from '../../components/storefront.module.css';
import classes from './home.module.css';

/** The brands that sponsor the storefront; nothing shows when there are none or they fail to load. */
export function SponsorsStrip() {
  const { t } = useTranslation();
  const sponsors = useSponsors();
  if (!sponsors.data?.length) return null;
  return (
    <section data-testid="sponsors">
      <h2 className={`${ui.title} ${ui.titleAlone}`}>{t('home.sponsors')}</h2>
      <div className={classes.sponsors}>
        {sponsors.data.map((sponsor) => {
          const content = (
            <>
              {/* The name is written beside the logo: the logo itself says nothing more to a screen reader. */}
              {sponsor.logo ? (
                <img src={sponsor.logo} alt="" width={32} height={32} loading="lazy" className={classes.sponsorLogo} />
              ) : (
                <span className={classes.sponsorLogo} aria-hidden>
                  {sponsor.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className={classes.sponsorName}>{sponsor.name}</span>
            </>
          );
          return sponsor.url ? (
            <a
              key={sponsor._id}
              href={sponsor.url}
              target="_blank"
              rel="noreferrer"
              className={`app-link ${classes.sponsor}`}
            >
              {content}
            </a>
          ) : (
            <div key={sponsor._id} className={classes.sponsor}>
              {content}
            </div>
          );
        })}
      </div>
    </section>
  );
}
