import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ProductVariant } from '../../../api/catalog/product-types.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { useProductText } from '../../../components/product/product-text.ts';
import ui from '../../../components/storefront.module.css';
import classes from './product-info-panel.module.css';

/** The stock message the API sends, its text key and its badge's colour (product-info-panel.module.css). */
const STOCK: Record<string, { key: string; tone: string }> = {
  'In Stock': { key: 'inStock', tone: 'cedar' },
  'Low Stock': { key: 'lowStock', tone: 'saffron' },
  'Out of Stock': { key: 'outOfStock', tone: 'red' },
};

export function ProductInfoPanel({ product, variant }: { product: Product; variant: ProductVariant | null }) {
  const { t } = useTranslation();
  const text = useProductText();
  const stock = STOCK[product.stockStatus.message];
  const rows: [string, ReactNode, string?][] = [
    [t('product.info.brand'), product.brand?.name, classes.capitalize],
    [t('product.info.category'), text.local(product.category)],
    [t('product.info.subCategory'), text.local(product.subCategory)],
    [
      t('product.info.seller'),
      product.seller?.slug ? (
        <AppLink key="seller" to={`/shops/${product.seller.slug}`} className={classes.link}>
          {product.seller.businessName}
        </AppLink>
      ) : (
        product.seller?.businessName
      ),
    ],
    [
      t('product.info.madeIn'),
      product.manufacturingSource &&
        t(`catalog.manufacturingSources.${product.manufacturingSource}`, product.manufacturingSource),
    ],
    [t('product.info.gender'), product.gender ? t(`catalog.genders.${product.gender}`) : null],
    [t('product.info.sku'), variant?.sku],
    [
      t('product.info.availability'),
      <span key="stock" className={`${ui.badge} ${classes.stock}`} data-tone={stock?.tone ?? 'gray'}>
        {stock ? t(`catalog.stock.${stock.key}`) : product.stockStatus.message}
      </span>,
    ],
  ];
  return (
    <section className={classes.panel} data-testid="product-info">
      <h2 className={classes.title}>{t('product.info.title')}</h2>
      <table className={classes.table}>
        <tbody>
          {rows
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value, className]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className={className}>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
