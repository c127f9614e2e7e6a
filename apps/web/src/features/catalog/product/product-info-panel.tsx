import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product, ProductVariant } from '../../../api/catalog/product-types.ts';
import { useProductText } from '../../../components/product/product-text.ts';

const STOCK_COLOR: Record<string, string> = { 'In Stock': 'cedar', 'Low Stock': 'saffron', 'Out of Stock': 'red' };
const STOCK_KEY: Record<string, string> = {
  'In Stock': 'inStock',
  'Low Stock': 'lowStock',
  'Out of Stock': 'outOfStock',
};

export function ProductInfoPanel({ product, variant }: { product: Product; variant: ProductVariant | null }) {
  const { t } = useTranslation();
  const text = useProductText();
  const stock = product.stockStatus.message;
  const rows: [string, React.ReactNode][] = [
    [t('product.info.brand'), product.brand?.name],
    [t('product.info.category'), text.local(product.category)],
    [t('product.info.subCategory'), text.local(product.subCategory)],
    [t('product.info.seller'), product.seller?.businessName],
    [
      t('product.info.madeIn'),
      product.manufacturingSource &&
        t(`catalog.manufacturingSources.${product.manufacturingSource}`, product.manufacturingSource),
    ],
    [t('product.info.gender'), product.gender ? t(`catalog.genders.${product.gender}`) : null],
    [t('product.info.sku'), variant?.sku],
    [
      t('product.info.availability'),
      <Badge key="stock" color={STOCK_COLOR[stock] ?? 'gray'} variant="light">
        {STOCK_KEY[stock] ? t(`catalog.stock.${STOCK_KEY[stock]}`) : stock}
      </Badge>,
    ],
  ];
  return (
    <Paper withBorder p="lg" data-testid="product-info">
      <Title order={2} fz={{ base: 18, sm: 20 }} mb="sm">
        {t('product.info.title')}
      </Title>
      <Table verticalSpacing={8} withRowBorders>
        <Table.Tbody>
          {rows
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%" fw={500} c="dimmed">
                  <Text size="sm">{label}</Text>
                </Table.Th>
                <Table.Td>
                  <Text size="sm" tt={label === t('product.info.brand') ? 'capitalize' : undefined} component="div">
                    {value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
