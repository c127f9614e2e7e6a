import { Button, Card, Group, Image, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPackage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteStaffProduct } from '../../api/data-entry/delete-staff-product.ts';
import { useStaffProducts } from '../../api/data-entry/get-staff-products.ts';
import type { AdminProduct } from '../../api/seller-products/get-seller-products.ts';
import { useSaveStaffProduct } from '../../api/data-entry/save-staff-product.ts';
import { useProductEditor } from '../../components/product-admin/product-manager.tsx';
import { ltr } from '../../lib/locale-format.ts';
import { BlockCard } from './block-card.tsx';

const SEARCH_MIN = 3;

const optionLabel = (product: AdminProduct) => `${product.name} · ${product.seller.businessName}`;

/**
 * Add New Product (spec 3 section 2.4): the product modal, and a product picker (the newest, or
 * a search of 3+ characters) whose pick can be edited or removed.
 */
export function ProductBlock() {
  const { t } = useTranslation();
  const save = useSaveStaffProduct();
  const remove = useDeleteStaffProduct();
  const editor = useProductEditor({ writes: { save: save.mutateAsync, remove: remove.mutateAsync }, staff: true });
  const [search, setSearch] = useState('');
  // The pick is kept whole: once picked, the box shows its label, which is no search of anyone's
  // (searched for, it matched nothing and the pick's card never showed).
  const [pick, setPick] = useState<AdminProduct | null>(null);
  const searching = pick === null || search !== optionLabel(pick);
  const [keyword] = useDebouncedValue(searching ? search.trim() : '', 300);
  const found = useStaffProducts({ ...(keyword.length >= SEARCH_MIN ? { keyword } : {}), page: 1, limit: 10 });
  const products = found.data?.products ?? [];
  // The latest of the pick, after an edit, when the list has it.
  const picked = pick && (products.find((product) => product._id === pick._id) ?? pick);
  const options = picked && !products.some((product) => product._id === picked._id) ? [picked, ...products] : products;

  return (
    <BlockCard
      title={t('dataEntry.blocks.product')}
      icon={IconPackage}
      testId="block-product"
      form={
        <Button leftSection={<IconPlus size={16} />} onClick={editor.openAdd} data-testid="block-add-product">
          {t('productAdmin.addTitle')}
        </Button>
      }
      list={
        <Stack gap="sm">
          <Select
            label={t('dataEntry.pickProduct')}
            placeholder={t('productAdmin.searchPlaceholder')}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={options.map((product) => ({ value: product._id, label: optionLabel(product) }))}
            value={picked?._id ?? null}
            onChange={(id) => setPick(options.find((product) => product._id === id) ?? null)}
            nothingFoundMessage={t('productAdmin.noProducts')}
            data-testid="product-picker"
          />
          {picked ? (
            <Card withBorder radius="md" padding="sm" data-testid="picked-product">
              <Group wrap="nowrap" gap="sm">
                {picked.primaryImage ? <Image src={picked.primaryImage} w={56} h={56} radius="sm" alt="" /> : null}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {picked.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {picked.seller.businessName} · {ltr(`$${picked.priceRange.min.toFixed(2)}`)} ·{' '}
                    {t(`productAdmin.status.${picked.status}`)}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" mt="sm" justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} />}
                  onClick={() => editor.openEdit(picked)}
                  data-testid="picked-edit"
                >
                  {t('productAdmin.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => editor.confirmDelete(picked, () => setPick(null))}
                  data-testid="picked-remove"
                >
                  {t('dataEntry.remove')}
                </Button>
              </Group>
            </Card>
          ) : null}
          {editor.modal}
        </Stack>
      }
      editing={null}
      onCloseEdit={() => undefined}
    />
  );
}
