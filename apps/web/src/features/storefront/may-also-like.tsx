import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWholeShelf } from '../../api/home/get-shelf.ts';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { AppLink } from '../../components/app-link.tsx';
import { PriceTag } from '../../components/product/price-tag.tsx';
import { ProductPhoto } from '../../components/product/product-card.tsx';
import { useProductText } from '../../components/product/product-text.ts';
import { StarRating } from '../../components/product/star-rating.tsx';
import ui from '../../components/storefront.module.css';
import classes from './home.module.css';

function Tile({ product }: { product: ProductSummary }) {
  const text = useProductText();
  const name = text.name(product);
  return (
    <AppLink to={`/products/${product._id}`} className={`app-link ${classes.tile96}`} data-testid="may-like-tile">
      <span className={classes.tilePhoto}>
        <ProductPhoto
          src={product.images[0]?.thumbnail ?? product.image}
          alt={name}
          radius="var(--mantine-radius-md)"
        />
      </span>
      <span className={classes.tileText}>
        <span className={classes.tileTitle}>{name}</span>
        <StarRating value={product.averageRating} />
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
      </span>
    </AppLink>
  );
}

/** Spec 1 "Landing page": You May Also Like is one large hero and three tiles. */
export function MayAlsoLike() {
  const { t } = useTranslation();
  const text = useProductText();
  const shelf = useWholeShelf('mayAlsoLike', 4);
  const [hero, ...tiles] = shelf.data ?? [];

  return (
    <section id="may-also-like" data-testid="may-also-like">
      <h2 className={`${ui.title} ${ui.titleAlone}`}>{t('home.mayAlsoLike')}</h2>
      {shelf.isError ? (
        <p className={ui.alert} role="alert">
          <IconAlertCircle size={18} aria-hidden />
          {t('catalog.loadFailed')}
        </p>
      ) : shelf.isPending ? (
        <div className={classes.mayLike}>
          <span className={ui.skeleton} style={{ height: 300, borderRadius: 'var(--mantine-radius-lg)' }} />
          <div className={classes.tiles}>
            {[0, 1, 2].map((index) => (
              <span
                key={index}
                className={ui.skeleton}
                style={{ height: 92, borderRadius: 'var(--mantine-radius-lg)' }}
              />
            ))}
          </div>
        </div>
      ) : hero ? (
        <div className={classes.mayLike}>
          <div className={classes.pick} data-testid="may-like-hero">
            <div>
              <ProductPhoto
                src={hero.images[0]?.url ?? hero.image}
                alt={text.name(hero)}
                radius="var(--mantine-radius-lg)"
              />
            </div>
            <div className={classes.pickText}>
              <span className={`${ui.badge} ${classes.pickBadge}`}>{t('home.pickedForYou')}</span>
              <h3 className={ui.title}>{text.name(hero)}</h3>
              <p className={classes.pickDescription}>{text.description(hero)}</p>
              <PriceTag price={hero.price} originalPrice={hero.originalPrice} size="md" />
              <AppLink to={`/products/${hero._id}`} className={ui.button} data-icon="end">
                {t('catalog.viewDetails')}
                <IconArrowRight size={16} className="flip-rtl" aria-hidden />
              </AppLink>
            </div>
          </div>
          <div className={classes.tiles}>
            {tiles.slice(0, 3).map((product) => (
              <Tile key={product._id} product={product} />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
