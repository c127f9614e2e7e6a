import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './share-button.module.css';

const loadPanel = () => import('./share-panel.tsx');
const SharePanel = lazy(loadPanel);

/**
 * Architecture section 5: the share popup offers the product's real address, not a placeholder. Its
 * content is a chunk of its own, fetched when the button is first pointed at or pressed; it reads the
 * address only once open, in the browser. Escape or a press elsewhere closes it.
 */
export function ShareButton({ name, buttonClassName }: { name: string; buttonClassName?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={wrap} className={classes.wrap}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        onPointerEnter={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
        aria-label={t('product.share')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="share-button"
      >
        <IconShare size={20} aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SharePanel name={name} />
        </Suspense>
      ) : null}
    </div>
  );
}
