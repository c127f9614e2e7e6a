import { Button, ColorInput, ColorSwatch, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPalette } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueData, useSaveCatalogueItem, type ManagedColor } from '../../api/data-entry/catalogue-data.ts';
import { ltr } from '../../lib/locale-format.ts';
import { BlockCard } from './block-card.tsx';
import { reportSave } from './catalogue-actions.ts';
import { CatalogueList } from './catalogue-list.tsx';

/** The families colours are grouped by in the storefront's filters (the seed's, and a few more). */
const FAMILIES = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'brown',
  'neutral',
  'metal',
  'multi',
] as const;

function ColorForm({ initial, onDone }: { initial?: ManagedColor; onDone?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCatalogueItem('colors');
  const form = useForm({
    initialValues: {
      name: initial?.name ?? '',
      nameAr: initial?.nameAr ?? '',
      colorFamily: initial?.colorFamily ?? '',
      hexCode: initial?.hexCode ?? '',
      isActive: initial?.isActive ?? true,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await save.mutateAsync({ id: initial?._id, body: { ...values, displayType: 'solid' } });
    if (!reportSave(t, result, form, (message) => t('dataEntry.alerts.colorFailed', { message }))) return;
    form.reset();
    onDone?.();
  });
  return (
    <form onSubmit={submit} noValidate data-testid="color-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('dataEntry.fields.name')}
            required
            {...form.getInputProps('name')}
            data-testid="color-name"
          />
          <TextInput label={t('dataEntry.fields.nameAr')} dir="rtl" {...form.getInputProps('nameAr')} />
          <Select
            label={t('dataEntry.fields.colorFamily')}
            required
            data={FAMILIES.map((family) => ({ value: family, label: t(`dataEntry.families.${family}`) }))}
            {...form.getInputProps('colorFamily')}
            value={form.values.colorFamily || null}
            data-testid="color-family"
          />
          <ColorInput
            label={t('dataEntry.fields.hexCode')}
            required
            format="hex"
            {...form.getInputProps('hexCode')}
            data-testid="color-hex"
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Switch label={t('productAdmin.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending} data-testid="color-submit">
            {t(initial ? 'productAdmin.saveChanges' : 'dataEntry.add.color')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add New Color (spec 3 sections 2.4 and 7): names are lowercased by the server, the display is always solid. */
export function ColorBlock() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const colors = useCatalogueData('colors');
  const [editing, setEditing] = useState<ManagedColor | null>(null);
  const rows = (colors.data ?? []).map((color) => ({
    _id: color._id,
    name: arabic && color.nameAr ? color.nameAr : color.name,
    isActive: color.isActive,
    productCount: color.productCount,
    leading: <ColorSwatch size={18} color={color.hexCode} />,
    detail: `${t(`dataEntry.families.${color.colorFamily}`, { defaultValue: color.colorFamily })} · ${ltr(color.hexCode)}`,
  }));
  return (
    <BlockCard
      title={t('dataEntry.blocks.color')}
      icon={IconPalette}
      testId="block-color"
      form={<ColorForm />}
      list={
        <CatalogueList
          kind="colors"
          rows={rows}
          onEdit={(id) => setEditing(colors.data?.find((color) => color._id === id) ?? null)}
        />
      }
      editing={editing ? <ColorForm key={editing._id} initial={editing} onDone={() => setEditing(null)} /> : null}
      onCloseEdit={() => setEditing(null)}
    />
  );
}
