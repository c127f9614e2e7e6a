import { IconBrandFacebook, IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/storefront.module.css';
import classes from './share-panel.module.css';

/** How long "Link copied" shows before the button says "Copy link" again. */
const COPIED_MS = 2000;

/**
 * The share popup's content (share-button.tsx loads it on first use): drawn only once opened, in the
 * browser, where the page's address is known. It imports nothing that only the page's chunk holds
 * (the storefront's shared styles go with `base`), whose route entry would otherwise lose its name in
 * the build's manifest (the budgets read it).
 */
export default function SharePanel({ name }: { name: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const url = window.location.href;
  const encoded = encodeURIComponent(url);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => void navigator.clipboard?.writeText(url).then(() => setCopied(true));

  return (
    <div className={classes.panel} role="dialog" aria-label={t('product.shareTitle')} data-testid="share-popup">
      <p className={classes.title}>{t('product.shareTitle')}</p>
      <input
        className={classes.url}
        value={url}
        readOnly
        aria-label={t('product.productLink')}
        dir="ltr"
        data-testid="share-url"
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className={`${ui.button} ${ui.block} ${classes.copy}`}
        data-size="xs"
        data-icon="start"
        data-copied={copied || undefined}
        onClick={copy}
      >
        {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
        {copied ? t('product.copied') : t('product.copyLink')}
      </button>
      <div className={classes.links}>
        <a
          className={classes.network}
          data-network="whatsapp"
          href={`https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`}
          target="_blank"
          rel="noreferrer"
          aria-label="WhatsApp"
        >
          <IconBrandWhatsapp size={18} aria-hidden />
        </a>
        <a
          className={classes.network}
          data-network="facebook"
          href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
          target="_blank"
          rel="noreferrer"
          aria-label="Facebook"
        >
          <IconBrandFacebook size={18} aria-hidden />
        </a>
      </div>
    </div>
  );
}
