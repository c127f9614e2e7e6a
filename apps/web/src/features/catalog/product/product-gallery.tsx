import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../../api/catalog/product-types.ts';
import { responsiveImage } from '../../../components/product/responsive-image.ts';
import classes from './product-gallery.module.css';

/**
 * Where the pointer is over the photo, for the hover zoom (product-gallery.module.css): written on
 * the element itself, so moving the mouse does not render the gallery again.
 */
const onMove = (event: MouseEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  const rect = image.getBoundingClientRect();
  image.style.setProperty('--zoom-x', `${((event.clientX - rect.left) / rect.width) * 100}%`);
  image.style.setProperty('--zoom-y', `${((event.clientY - rect.top) / rect.height) * 100}%`);
  image.dataset.zoom = '';
};
const onLeave = (event: MouseEvent<HTMLImageElement>) => {
  delete event.currentTarget.dataset.zoom;
};

/** Spec 1 "Product detail page": thumbnails, hover zoom and previous/next arrows. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))];
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <div data-testid="product-gallery">
      <div className={classes.stage}>
        {current ? (
          <img
            {...responsiveImage(current.large || current.url, '(min-width: 62em) 50vw, 100vw')}
            alt={current.alt_text || name}
            width={1200}
            height={1200}
            // The page's largest paint: fetched first, never lazily.
            fetchPriority="high"
            className={classes.photo}
            onMouseMove={onMove}
            onMouseLeave={onLeave}
            data-testid="gallery-main"
          />
        ) : (
          <IconPhoto size={56} className={classes.noPhoto} aria-hidden />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={classes.arrow}
              data-side="start"
              onClick={() => step(-1)}
              aria-label={t('product.previousPhoto')}
            >
              <IconChevronLeft size={20} className="flip-rtl" aria-hidden />
            </button>
            <button
              type="button"
              className={classes.arrow}
              data-side="end"
              onClick={() => step(1)}
              aria-label={t('product.nextPhoto')}
            >
              <IconChevronRight size={20} className="flip-rtl" aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={classes.thumbs}>
          {images.map((image, position) => (
            <button
              key={`${image.url}-${position}`}
              type="button"
              className={classes.thumb}
              onClick={() => setIndex(position)}
              aria-label={t('product.showPhoto', { number: position + 1 })}
              aria-current={position === index}
            >
              <img src={image.thumbnail || image.url} alt="" width={72} height={72} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
