import { Button, Group, Modal, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANUFACTURING_SOURCES, PRODUCT_GENDERS } from '@souk/shared/schemas/products';
import type { FormBrand, FormCategory } from '../../api/seller-products/get-product-form-options.ts';
import type { ProductFilters } from '../../api/seller-products/get-seller-products.ts';
import { nameIn } from '../../lib/locale-format.ts';

interface Props {
  opened: boolean;
  filters: ProductFilters;
  categories: FormCategory[];
  brands: FormBrand[];
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

/** Spec 3 sections 2.5 and 4: applying filters switches to filtered mode; Clear All resets them. */
export function ProductFiltersDialog({ opened, filters, categories, brands, onApply, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ProductFilters>(filters);
  const set = (key: keyof ProductFilters) => (value: string | null) =>
    setDraft((current) => ({
      ...current,
      [key]: value ?? undefined,
      ...(key === 'categoryId' ? { subCategoryId: undefined } : {}),
    }));
  const subs = categories.find((category) => category._id === draft.categoryId)?.subCategories ?? [];
  const named = (rows: { _id: string; name: string; nameAr?: string }[]) =>
    rows.map((row) => ({ value: row._id, label: nameIn(i18n.language, row) }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('productAdmin.filters')} size="lg" centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('productAdmin.columns.category')}
          data={named(categories)}
          value={draft.categoryId ?? null}
          onChange={set('categoryId')}
          clearable
          searchable
        />
        <Select
          label={t('productAdmin.columns.subCategory')}
          data={named(subs)}
          value={draft.subCategoryId ?? null}
          onChange={set('subCategoryId')}
          clearable
          disabled={!draft.categoryId}
        />
        <Select
          label={t('productAdmin.columns.brand')}
          data={named(brands)}
          value={draft.brandId ?? null}
          onChange={set('brandId')}
          clearable
          searchable
        />
        <Select
          label={t('productAdmin.columns.gender')}
          data={PRODUCT_GENDERS.map((gender) => ({ value: gender, label: t(`productAdmin.genders.${gender}`) }))}
          value={draft.gender ?? null}
          onChange={set('gender')}
          clearable
        />
        <Select
          label={t('productAdmin.columns.manufacturing')}
          data={MANUFACTURING_SOURCES.map((source) => ({ value: source, label: t(`productAdmin.sources.${source}`) }))}
          value={draft.manufacturingSource ?? null}
          onChange={set('manufacturingSource')}
          clearable
        />
        <Select
          label={t('productAdmin.columns.stock')}
          data={(['in', 'low', 'out'] as const).map((stock) => ({
            value: stock,
            label: t(`productAdmin.stockFilter.${stock}`),
          }))}
          value={draft.stock ?? null}
          onChange={set('stock')}
          clearable
        />
        <Select
          label={t('productAdmin.columns.status')}
          data={(['published', 'pending_review', 'rejected'] as const).map((status) => ({
            value: status,
            label: t(`productAdmin.status.${status}`),
          }))}
          value={draft.status ?? null}
          onChange={set('status')}
          clearable
        />
      </SimpleGrid>
      <Group justify="space-between" mt="lg">
        <Button
          variant="subtle"
          color="gray"
          data-testid="filters-clear"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('productAdmin.clearAll')}
        </Button>
        <Button data-testid="filters-apply" onClick={() => onApply(draft)}>
          {t('productAdmin.applyFilters')}
        </Button>
      </Group>
    </Modal>
  );
}
