import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueData, useSaveCatalogueItem, type ManagedBrand } from '../../api/data-entry/catalogue-data.ts';
import { BlockCard } from './block-card.tsx';
import { reportSave } from './catalogue-actions.ts';
import { CatalogueList } from './catalogue-list.tsx';

function BrandForm({ initial, onDone }: { initial?: ManagedBrand; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCatalogueItem('brands');
  const form = useForm({
    initialValues: {
      name: initial?.name ?? '',
      description: initial?.description ?? '',
      isActive: initial?.isActive ?? true,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await save.mutateAsync({ id: initial?._id, body: values });
    if (!reportSave(t, result, form, (message) => t('dataEntry.alerts.brandFailed', { message }))) return;
    form.reset();
    onDone?.();
  });
  return (
    <form onSubmit={submit} noValidate data-testid="brand-form">
      <Stack gap="sm">
        <TextInput
          label={t('dataEntry.fields.name')}
          required
          {...form.getInputProps('name')}
          data-testid="brand-name"
        />
        <Textarea
          label={t('dataEntry.fields.description')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <Group justify="space-between">
          <Switch label={t('productAdmin.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending} data-testid="brand-submit">
            {t(initial ? 'productAdmin.saveChanges' : 'dataEntry.add.brand')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add New Brand (spec 3 sections 2.4 and 7): the name is lowercased by the server. */
export function BrandBlock() {
  const { t } = useTranslation();
  const brands = useCatalogueData('brands');
  const [editing, setEditing] = useState<ManagedBrand | null>(null);
  const rows = (brands.data ?? []).map((brand) => ({
    _id: brand._id,
    name: brand.name,
    isActive: brand.isActive,
    productCount: brand.productCount,
    detail: brand.description,
  }));
  return (
    <BlockCard
      title={t('dataEntry.blocks.brand')}
      icon={IconTag}
      testId="block-brand"
      form={<BrandForm />}
      list={
        <CatalogueList
          kind="brands"
          rows={rows}
          onEdit={(id) => setEditing(brands.data?.find((brand) => brand._id === id) ?? null)}
        />
      }
      editing={editing ? <BrandForm key={editing._id} initial={editing} onDone={() => setEditing(null)} /> : null}
      onCloseEdit={() => setEditing(null)}
    />
  );
}
