import { Badge, ColorSwatch, Group, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '../../api/seller-products/get-seller-products.ts';
import { ltr, nameIn } from '../../lib/locale-format.ts';

/** Spec 3 section 2.5: each variant's colour, size, prices, SKU, quantity and whether it is on sale. */
export function VariantsDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product ? t('productAdmin.variantsOf', { name: product.name }) : ''}
      size="lg"
      centered
    >
      <ScrollArea type="auto">
        <Table striped miw={560} data-testid="variants-table">
          <Table.Thead>
            <Table.Tr>
              {['color', 'size', 'price', 'originalPrice', 'sku', 'quantity', 'active'].map((column) => (
                <Table.Th key={column}>{t(`productAdmin.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {product?.variants.map((variant) => (
              <Table.Tr key={variant._id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {variant.color ? <ColorSwatch color={variant.color.hexCode} size={16} /> : null}
                    <Text size="sm">{variant.color ? nameIn(i18n.language, variant.color) : '—'}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>{variant.size ?? '—'}</Table.Td>
                <Table.Td>{ltr(`$${variant.price.toFixed(2)}`)}</Table.Td>
                <Table.Td>
                  {variant.originalPrice === null ? '—' : ltr(`$${variant.originalPrice.toFixed(2)}`)}
                </Table.Td>
                <Table.Td>{ltr(variant.sku)}</Table.Td>
                <Table.Td>{variant.quantity}</Table.Td>
                <Table.Td>
                  <Badge color={variant.isActive ? 'cedar' : 'gray'} variant="light">
                    {t(variant.isActive ? 'productAdmin.active' : 'productAdmin.inactive')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Modal>
  );
}
