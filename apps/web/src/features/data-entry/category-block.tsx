import { Button, FileInput, Group, Image, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCategory, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueData, useSaveCatalogueItem, type ManagedCategory } from '../../api/data-entry/catalogue-data.ts';
import { CategoryIcon } from '../../components/category-icon.tsx';
import { BlockCard } from './block-card.tsx';
import { reportSave } from './catalogue-actions.ts';
import { CatalogueList, multipartActive, type ListRow } from './catalogue-list.tsx';

interface CategoryValues {
  name: string;
  nameAr: string;
  description: string;
  parentCategory: string;
  isActive: boolean;
  categoryIcon: File | null;
}

/** Spec 3 section 7's multipart: name, description, isActive, categoryIcon, parentCategory (and our Arabic name). */
function categoryBody(values: CategoryValues) {
  const body = new FormData();
  body.append('name', values.name);
  body.append('nameAr', values.nameAr);
  body.append('description', values.description);
  body.append('isActive', String(values.isActive));
  body.append('parentCategory', values.parentCategory);
  if (values.categoryIcon) body.append('categoryIcon', values.categoryIcon);
  return body;
}

function CategoryForm({
  initial,
  mains,
  onDone,
}: {
  initial?: ManagedCategory;
  mains: ManagedCategory[];
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const save = useSaveCatalogueItem('categories');
  const form = useForm<CategoryValues>({
    initialValues: {
      name: initial?.name ?? '',
      nameAr: initial?.nameAr ?? '',
      description: initial?.description ?? '',
      parentCategory: initial?.parentCategory ?? '',
      isActive: initial?.isActive ?? true,
      categoryIcon: null,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await save.mutateAsync({ id: initial?._id, body: categoryBody(values) });
    if (!reportSave(t, result, form, (message) => t('dataEntry.alerts.categoryFailed', { message }))) return;
    form.reset();
    onDone?.();
  });
  const parents = mains
    .filter((main) => main._id !== initial?._id)
    .map((main) => ({ value: main._id, label: arabic ? main.nameAr : main.name }));
  return (
    <form onSubmit={submit} noValidate data-testid="category-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('dataEntry.fields.name')}
            required
            {...form.getInputProps('name')}
            data-testid="category-name"
          />
          <TextInput
            label={t('dataEntry.fields.nameAr')}
            dir="rtl"
            {...form.getInputProps('nameAr')}
            data-testid="category-name-ar"
          />
          <Select
            label={t('dataEntry.fields.parentCategory')}
            placeholder={t('dataEntry.mainCategory')}
            clearable
            searchable
            data={parents}
            {...form.getInputProps('parentCategory')}
            // An empty value is shown as no choice, so the search text clears on reset.
            value={form.values.parentCategory || null}
            onChange={(value) => form.setFieldValue('parentCategory', value ?? '')}
            data-testid="category-parent"
          />
          <FileInput
            label={t('dataEntry.fields.icon')}
            accept="image/png,image/jpeg,image/webp"
            clearable
            leftSection={<IconPhoto size={16} />}
            placeholder={t('dataEntry.chooseImage')}
            {...form.getInputProps('categoryIcon')}
            data-testid="category-icon"
          />
        </SimpleGrid>
        <Textarea
          label={t('dataEntry.fields.description')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <Group justify="space-between">
          <Switch label={t('productAdmin.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending} data-testid="category-submit">
            {t(initial ? 'productAdmin.saveChanges' : 'dataEntry.add.category')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add New Category (spec 3 sections 2.4 and 7): main categories and their sub-categories, with an uploaded icon. */
export function CategoryBlock() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const categories = useCatalogueData('categories');
  const [editing, setEditing] = useState<ManagedCategory | null>(null);
  const mains = categories.data ?? [];
  const icon = (category: ManagedCategory) =>
    category.categoryIconUrl ? (
      <Image src={category.categoryIconUrl} w={22} h={22} radius="sm" alt="" />
    ) : (
      <CategoryIcon name={category.categoryIcon} size={20} />
    );
  const row = (category: ManagedCategory, nested: boolean): ListRow => ({
    _id: category._id,
    name: arabic ? category.nameAr : category.name,
    isActive: category.isActive,
    productCount: category.productCount,
    leading: nested ? undefined : icon(category),
    nested,
  });
  const rows = mains.flatMap((main) => [row(main, false), ...(main.subCategories ?? []).map((sub) => row(sub, true))]);
  const find = (id: string) =>
    mains.flatMap((main) => [main, ...(main.subCategories ?? [])]).find((category) => category._id === id) ?? null;
  return (
    <BlockCard
      title={t('dataEntry.blocks.category')}
      icon={IconCategory}
      testId="block-category"
      form={<CategoryForm mains={mains} />}
      list={
        <CatalogueList
          kind="categories"
          rows={rows}
          onEdit={(id) => setEditing(find(id))}
          activeBody={multipartActive}
        />
      }
      editing={
        editing ? (
          <CategoryForm key={editing._id} initial={editing} mains={mains} onDone={() => setEditing(null)} />
        ) : null
      }
      onCloseEdit={() => setEditing(null)}
    />
  );
}
