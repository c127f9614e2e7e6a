import { useTranslation } from 'react-i18next';
import { usePrice } from '../../lib/currency.ts';
import ui from '../storefront.module.css';
import classes from './price-tag.module.css';
import { percentOff } from './product-text.ts';

/** The price, the struck-through original and the percent off, in the visitor's currency. */
export function PriceTag({
  price,
  originalPrice,
  size = 'sm',
}: {
  price: number;
  originalPrice: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const format = usePrice();
  const percent = percentOff(price, originalPrice);
  return (
    <div className={classes.tag} data-size={size} data-testid="price-tag">
      {/* Isolated so "$24.99" keeps its own reading order inside Arabic text. */}
      <span className={classes.price} data-sale={percent > 0 || undefined} dir="ltr" data-testid="price">
        {format(price)}
      </span>
      {percent > 0 && originalPrice ? (
        <>
          <s className={classes.original} dir="ltr" data-testid="original-price">
            {format(originalPrice)}
          </s>
          {size === 'sm' ? null : (
            <span className={`${ui.badge} ${classes.percent}`} data-testid="percent-off">
              {t('catalog.percentOff', { percent })}
            </span>
          )}
        </>
      ) : null}
    </div>
  );
}
