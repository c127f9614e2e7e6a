import { IconArrowRight, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isSitePath } from '@souk/shared/site-path';
import { useBanners, type Banner } from '../../api/home/get-banners.ts';
import { AppLink } from '../../components/app-link.tsx';
import { responsiveImage } from '../../components/product/responsive-image.ts';
import ui from '../../components/storefront.module.css';
import classes from './banner-carousel.module.css';

/** A banner stays 6 s before the next slides in, unless the visitor is pointing at it. */
const AUTOPLAY_MS = 6000;

function bannerText(banner: Banner, arabic: boolean) {
  const local = arabic ? banner.translations?.ar : banner.translations?.en;
  return { title: local?.title || banner.title, description: local?.description || banner.description };
}

export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const banners = useBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const list = banners.data ?? [];
  const count = list.length;
  // Each banner, the one a tap on an arrow brings too, stays its full time.
  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [count, paused, index]);

  if (banners.isPending) return <span className={`${ui.skeleton} ${classes.skeleton}`} />;
  if (banners.isError || count === 0) return null;
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <div
      className={classes.carousel}
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {/* Slides along the reading direction: left in English, right in Arabic. */}
      <div className={classes.track} style={{ '--banner-index': index } as CSSProperties}>
        {list.map((banner, position) => {
          const text = bannerText(banner, arabic);
          const image = banner.images[0];
          return (
            <div key={banner._id} className={classes.slide} aria-hidden={position !== index}>
              {image ? (
                // The first banner is the home's largest paint: fetched first; the others when shown.
                <img
                  {...responsiveImage(image.large || image.url, '(min-width: 75em) 1200px, 100vw')}
                  alt=""
                  width={1200}
                  height={300}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  className={classes.image}
                />
              ) : null}
              <div className={classes.text}>
                <h2 className={`${ui.heading} ${classes.title}`} data-testid="banner-title">
                  {text.title}
                </h2>
                <p className={classes.description}>{text.description}</p>
                {/* The API refuses off-site links; one stored before that is not followed either. */}
                {banner.linkUrl && isSitePath(banner.linkUrl) ? (
                  <AppLink
                    to={banner.linkUrl}
                    tabIndex={position === index ? 0 : -1}
                    className={`${ui.button} ${ui.saffron} ${classes.shop}`}
                    data-icon="end"
                  >
                    {t('home.shopNow')}
                    <IconArrowRight size={16} className="flip-rtl" aria-hidden />
                  </AppLink>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${ui.iconButton} ${classes.arrow} ${classes.previous}`}
            onClick={() => step(-1)}
            aria-label={t('catalog.previous')}
          >
            <IconChevronLeft size={18} className="flip-rtl" aria-hidden />
          </button>
          <button
            type="button"
            className={`${ui.iconButton} ${classes.arrow} ${classes.next}`}
            onClick={() => step(1)}
            aria-label={t('catalog.next')}
          >
            <IconChevronRight size={18} className="flip-rtl" aria-hidden />
          </button>
          <div className={classes.dots}>
            {list.map((banner, position) => (
              <button
                key={banner._id}
                type="button"
                className={classes.dot}
                onClick={() => setIndex(position)}
                aria-label={t('home.showBanner', { number: position + 1 })}
                aria-current={position === index}
              >
                <span />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
