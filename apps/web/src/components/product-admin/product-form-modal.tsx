import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANUFACTURING_SOURCES, PRODUCT_SIZES } from '@souk/shared/schemas/products';
import type { FormBrand, FormCategory, FormColor } from '../../api/seller-products/get-product-form-options.ts';
import type { AdminImage, AdminProduct } from '../../api/seller-products/get-seller-products.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/messages.ts';
import {
  buildProductForm,
  emptyVariant,
  productFormErrors,
  type FormPhoto,
  type ProductFormValues,
} from './product-form.ts';
import { PHOTO_TYPES, PhotoList } from './photo-list.tsx';
import { SellerPicker } from './seller-picker.tsx';
import { nameIn } from '../../lib/locale-format.ts';

// The cropper (and its library) is fetched only when an image is chosen.
const ImageCropper = lazy(() => import('./image-cropper.tsx').then((module) => ({ default: module.ImageCropper })));

const GENDERS = ['men', 'women', 'kids', 'unisex'] as const;

interface Props {
  opened: boolean;
  /** Editing this product; creating when absent. */
  product?: AdminProduct | null;
  options: { colors: FormColor[]; brands: FormBrand[]; categories: FormCategory[] };
  onClose: () => void;
  onSave: (form: FormData, productId?: string) => Promise<ApiResult<unknown>>;
  /** Staff (spec 3 section 5): pick the product's seller and set its placement flags. */
  staff?: boolean;
}

const FLAGS = ['isTodayDeal', 'isFeatured', 'isTrending'] as const;
const FLAG_LABELS = {
  isTodayDeal: 'productAdmin.promotions.deal',
  isFeatured: 'productAdmin.promotions.featured',
  isTrending: 'productAdmin.promotions.trending',
} as const;

const keptPhotos = (images: AdminImage[] | undefined): FormPhoto[] =>
  (images ?? []).map((image) => ({ key: image.key, url: image.url }));

const valuesOf = (product: AdminProduct | null | undefined, staff: boolean): ProductFormValues => ({
  ...(staff
    ? {
        sellerId: product?.seller._id ?? '',
        flags: {
          isTodayDeal: product?.isTodayDeal ?? false,
          isFeatured: product?.isFeatured ?? false,
          isTrending: product?.isTrending ?? false,
        },
      }
    : {}),
  name: product?.name ?? '',
  description: product?.description ?? '',
  manufacturingSource: product?.manufacturingSource ?? '',
  productCategory: product?.category._id ?? '',
  subCategory: product?.subCategory._id ?? '',
  brand: product?.brand?._id ?? '',
  gender: product?.gender ?? 'unisex',
  photos: keptPhotos(product?.images),
  variants: product?.variants.map((variant) => ({
    _id: variant._id,
    color: variant.color?._id ?? '',
    size: variant.size ?? '',
    sku: variant.sku,
    price: variant.price,
    originalPrice: variant.originalPrice ?? '',
    quantity: variant.quantity,
    isActive: variant.isActive,
    photos: keptPhotos(variant.images),
  })) ?? [emptyVariant()],
});

/**
 * The product modal of spec 3 section 5: title, description, source, category and sub-category,
 * brand, gender, one or more variants, and photos cropped square: up to 6 of the product's own and
 * up to 6 per variant (shown when a buyer picks its colour), each kept, removed or moved one by one.
 */
export function ProductFormModal({ opened, product, options, onClose, onSave, staff = false }: Props) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const form = useForm<ProductFormValues>({ mode: 'controlled', initialValues: valuesOf(product, staff) });
  /** The list a chosen photo is cropped for: the product's own (its form path `photos`) or a variant's. */
  const [cropping, setCropping] = useState<{ source: string; path: string } | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  // A file that is no photo is said so here, not opened as a blank crop (issue 24).
  const pickPhoto = async (file: File, path: string) => {
    setPhotoProblem(null);
    if (!PHOTO_TYPES.includes(file.type)) return setPhotoProblem(t('productAdmin.photoNotImage'));
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return setPhotoProblem(t('productAdmin.photoUnreadable'));
    }
    setCropping({ source: URL.createObjectURL(file), path });
  };
  const photosAt = (path: string): FormPhoto[] =>
    path === 'photos' ? form.values.photos : form.values.variants[Number(path.split('.')[1])]!.photos;
  const photoList = (path: string, label: string, testId: string) => (
    <PhotoList
      label={label}
      photos={photosAt(path)}
      onChange={(photos) => form.setFieldValue(path, photos)}
      onPick={(file) => void pickPhoto(file, path)}
      testId={testId}
    />
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(product, staff));
    form.resetDirty();
    form.clearErrors();
    setPhotoProblem(null);
    setFailure(null);
    // Only when the modal opens or another product is edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, product?._id]);

  const category = options.categories.find((candidate) => candidate._id === form.values.productCategory);
  const sub = category?.subCategories.find((candidate) => candidate._id === form.values.subCategory);
  const hasSizes = Boolean(category?.hasSizes || sub?.hasSizes);
  const named = (rows: { _id: string; name: string; nameAr?: string }[]) =>
    rows.map((row) => ({ value: row._id, label: nameIn(i18n.language, row) }));
  const translated = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? (translateMessage(t, error) ?? error) : undefined;
  };
  const input = (path: string) => ({ ...form.getInputProps(path), error: translated(path) });

  const submit = async () => {
    setFailure(null);
    const errors = productFormErrors(form.values, { sellerRequired: staff });
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      if (errors.images) setFailure(translateMessage(t, errors.images) ?? errors.images);
      return;
    }
    setSaving(true);
    const result = await onSave(buildProductForm(form.values), product?._id);
    setSaving(false);
    if (!result.success) {
      form.setErrors(
        Object.fromEntries(
          (result.errors ?? []).filter((error) => error.path).map((error) => [error.path!, error.msg]),
        ),
      );
      setFailure(
        t('productAdmin.actionFailed', {
          message: translateMessage(t, result.errors?.[0]?.msg ?? result.message) ?? result.message,
        }),
      );
      return;
    }
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t(product ? 'productAdmin.editTitle' : 'productAdmin.addTitle')}
        size="xl"
        fullScreen={phone}
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          data-testid="product-form"
        >
          <Stack gap="md">
            {failure ? (
              <Alert color="red" data-testid="product-form-error">
                {failure}
              </Alert>
            ) : null}
            <TextInput label={t('productAdmin.fields.title')} required {...input('name')} data-testid="field-name" />
            <Textarea
              label={t('productAdmin.fields.description')}
              required
              autosize
              minRows={3}
              maxLength={700}
              {...input('description')}
              data-testid="field-description"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('productAdmin.columns.manufacturing')}
                required
                data={MANUFACTURING_SOURCES.map((source) => ({
                  value: source,
                  label: t(`productAdmin.sources.${source}`),
                }))}
                {...input('manufacturingSource')}
                data-testid="field-source"
              />
              <Select
                label={t('productAdmin.columns.gender')}
                required
                allowDeselect={false}
                data={GENDERS.map((gender) => ({ value: gender, label: t(`productAdmin.genders.${gender}`) }))}
                {...input('gender')}
              />
              <Select
                label={t('productAdmin.columns.category')}
                required
                searchable
                data={named(options.categories)}
                {...input('productCategory')}
                onChange={(value) => {
                  form.setFieldValue('productCategory', value ?? '');
                  form.setFieldValue('subCategory', '');
                  if (staff) form.setFieldValue('sellerId', '');
                }}
                data-testid="field-category"
              />
              <Select
                label={t('productAdmin.columns.subCategory')}
                required
                searchable
                disabled={!category}
                data={named(category?.subCategories ?? [])}
                {...input('subCategory')}
                onChange={(value) => {
                  form.setFieldValue('subCategory', value ?? '');
                  // Sellers are per sub-category: a new one needs its own pick.
                  if (staff && value !== form.values.subCategory) form.setFieldValue('sellerId', '');
                }}
                data-testid="field-subcategory"
              />
              <Select
                label={t('productAdmin.columns.brand')}
                searchable
                clearable
                data={named(options.brands)}
                {...input('brand')}
              />
              {staff ? (
                <SellerPicker
                  subCategoryId={form.values.subCategory}
                  value={form.values.sellerId ?? ''}
                  onChange={(sellerId) => form.setFieldValue('sellerId', sellerId)}
                  error={translated('sellerId')}
                />
              ) : null}
            </SimpleGrid>
            {staff ? (
              <Group gap="lg">
                {FLAGS.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={t(FLAG_LABELS[flag])}
                    {...form.getInputProps(`flags.${flag}`, { type: 'checkbox' })}
                    data-testid={`flag-${flag}`}
                  />
                ))}
              </Group>
            ) : null}

            <Checkbox
              label={t('productAdmin.multiColor')}
              checked={form.values.variants.length > 1}
              onChange={(event) =>
                form.setFieldValue(
                  'variants',
                  event.currentTarget.checked
                    ? [...form.values.variants, emptyVariant()]
                    : form.values.variants.slice(0, 1),
                )
              }
              data-testid="multi-color"
            />
            {form.values.variants.map((variant, index) => (
              <Paper key={index} withBorder radius="md" p="sm" data-testid="variant-row">
                <Group justify="space-between" mb="xs">
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {t('productAdmin.variantN', { n: index + 1 })}
                    </Text>
                    {variant.color ? (
                      <ColorSwatch
                        size={14}
                        color={options.colors.find((color) => color._id === variant.color)?.hexCode ?? '#ccc'}
                      />
                    ) : null}
                  </Group>
                  {form.values.variants.length > 1 ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('productAdmin.removeVariant')}
                      onClick={() => form.removeListItem('variants', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  ) : null}
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  <Select
                    label={t('productAdmin.columns.color')}
                    searchable
                    clearable
                    data={options.colors.map((color) => ({ value: color._id, label: nameIn(i18n.language, color) }))}
                    {...input(`variants.${index}.color`)}
                    data-testid={`variant-${index}-color`}
                  />
                  {hasSizes ? (
                    <Select
                      label={t('productAdmin.columns.size')}
                      data={[...PRODUCT_SIZES]}
                      {...input(`variants.${index}.size`)}
                    />
                  ) : null}
                  <TextInput label={t('productAdmin.columns.sku')} {...input(`variants.${index}.sku`)} />
                  <NumberInput
                    label={t('productAdmin.fields.price')}
                    required
                    min={0}
                    decimalScale={2}
                    fixedDecimalScale
                    prefix="$"
                    {...input(`variants.${index}.price`)}
                    data-testid={`variant-${index}-price`}
                  />
                  <NumberInput
                    label={t('productAdmin.columns.originalPrice')}
                    min={0}
                    decimalScale={2}
                    fixedDecimalScale
                    prefix="$"
                    {...input(`variants.${index}.originalPrice`)}
                  />
                  <NumberInput
                    label={t('productAdmin.columns.quantity')}
                    required
                    min={0}
                    allowDecimal={false}
                    {...input(`variants.${index}.quantity`)}
                    data-testid={`variant-${index}-quantity`}
                  />
                  <Switch
                    label={t('productAdmin.active')}
                    mt={28}
                    {...form.getInputProps(`variants.${index}.isActive`, { type: 'checkbox' })}
                  />
                </SimpleGrid>
                <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
                  {photoList(`variants.${index}.photos`, 'productAdmin.variantImages', `variant-${index}-photos`)}
                </div>
              </Paper>
            ))}
            {form.values.variants.length > 1 ? (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => form.insertListItem('variants', emptyVariant())}
                w="fit-content"
              >
                {t('productAdmin.addVariant')}
              </Button>
            ) : null}

            <Stack gap="xs">
              {photoList('photos', 'productAdmin.images', 'product-photos')}
              <Text size="xs" c="dimmed">
                {t('productAdmin.photosHint')}
              </Text>
              {photoProblem ? (
                <Text size="sm" c="red.8" role="alert" data-testid="photo-problem">
                  {photoProblem}
                </Text>
              ) : null}
            </Stack>

            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving} data-testid="save-product">
                {t(product ? 'productAdmin.saveChanges' : 'productAdmin.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {cropping ? (
        <Suspense fallback={null}>
          <ImageCropper
            source={cropping.source}
            onCancel={() => setCropping(null)}
            onDone={(blob) => {
              form.setFieldValue(cropping.path, [...photosAt(cropping.path), { blob, url: URL.createObjectURL(blob) }]);
              setCropping(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
