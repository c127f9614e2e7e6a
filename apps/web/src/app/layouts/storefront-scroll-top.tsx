import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './storefront-header.module.css';

/** Spec 1 "Footer": appears once the page is scrolled more than 300 px (nothing on the server). */
export function StorefrontScrollTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 300);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={classes.scrollTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('footer.scrollTop')}
    >
      <IconArrowUp size={20} />
    </button>
  );
}
