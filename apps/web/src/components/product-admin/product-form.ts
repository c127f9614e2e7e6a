import { MESSAGES } from '@souk/shared/messages';
import { productInputSchema } from '@souk/shared/schemas/products';

/** A photo in the form: one the product has, kept by its storage key, or a new crop to upload. */
export type FormPhoto = { key: string; url: string } | { blob: Blob; url: string };

export interface VariantValues {
  _id?: string;
  color: string;
  size: string;
  sku: string;
  price: number | string;
  originalPrice: number | string;
  quantity: number | string;
  isActive: boolean;
  /** Shown when a buyer picks this variant's colour (spec 2 section 7, `variant_{i}_images`). */
  photos: FormPhoto[];
}

export interface ProductFormValues {
  name: string;
  description: string;
  manufacturingSource: string;
  productCategory: string;
  subCategory: string;
  brand: string;
  gender: string;
  variants: VariantValues[];
  /** The product's own photos, first one shown first. */
  photos: FormPhoto[];
  /** Staff only (spec 3 section 5): the seller the product is filed under, and its placement flags. */
  sellerId?: string;
  flags?: { isTodayDeal: boolean; isFeatured: boolean; isTrending: boolean };
}

export const emptyVariant = (): VariantValues => ({
  color: '',
  size: '',
  sku: '',
  price: '',
  originalPrice: '',
  quantity: '',
  isActive: true,
  photos: [],
});

const text = (value: number | string) => (value === '' ? '' : String(value));

/** The form's values as the API's fields (spec 2 section 7): bracketed variant fields, empty ones left out. */
export function productFields(values: ProductFormValues): Record<string, string> {
  const fields: Record<string, string> = {
    name: values.name,
    description: values.description,
    manufacturingSource: values.manufacturingSource,
    productCategory: values.productCategory,
    subCategory: values.subCategory,
    gender: values.gender,
  };
  if (values.brand) fields.brand = values.brand;
  if (values.sellerId) fields.sellerId = values.sellerId;
  for (const [flag, on] of Object.entries(values.flags ?? {})) fields[flag] = String(on);
  values.variants.forEach((variant, index) => {
    const put = (key: string, value: string) => {
      if (value !== '') fields[`variants[${index}][${key}]`] = value;
    };
    put('_id', variant._id ?? '');
    put('color', variant.color);
    put('size', variant.size);
    put('sku', variant.sku.trim());
    put('price', text(variant.price));
    put('originalPrice', text(variant.originalPrice));
    put('quantity', text(variant.quantity));
    put('isActive', String(variant.isActive));
  });
  return fields;
}

/** Every photo the form holds, in all its lists. */
export const photoCount = (values: ProductFormValues) =>
  values.photos.length + values.variants.reduce((sum, variant) => sum + variant.photos.length, 0);

/**
 * Multipart, as the API reads it: the fields, then each photo list as its arrangement (`imageOrder`:
 * kept photos by key, "new" for each upload in turn) and its new files (`images`, `variant_{i}_images`).
 */
export function buildProductForm(values: ProductFormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(productFields(values))) form.append(name, value);
  const appendList = (photos: FormPhoto[], orderField: string, fileField: string) => {
    form.append(orderField, JSON.stringify(photos.map((photo) => ('key' in photo ? photo.key : 'new'))));
    photos.forEach((photo, index) => {
      if ('blob' in photo) form.append(fileField, photo.blob, `photo-${index + 1}.png`);
    });
  };
  appendList(values.photos, 'imageOrder', 'images');
  values.variants.forEach((variant, index) =>
    appendList(variant.photos, `variants[${index}][imageOrder]`, `variant_${index}_images`),
  );
  return form;
}

/** The same rules the API applies, checked before sending; keys are the form's field paths. */
export function productFormErrors(
  values: ProductFormValues,
  context: { sellerRequired?: boolean } = {},
): Record<string, string> {
  const fields = productFields(values);
  const shaped = {
    ...values,
    brand: values.brand || undefined,
    variants: values.variants.map((_, index) =>
      Object.fromEntries(
        Object.entries(fields).flatMap(([key, value]) => {
          const match = new RegExp(`^variants\\[${index}\\]\\[(\\w+)\\]$`).exec(key);
          return match ? [[match[1]!, value]] : [];
        }),
      ),
    ),
  };
  const parsed = productInputSchema.safeParse(shaped);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  // A product keeps at least one photo, new or edited.
  if (photoCount(values) === 0) errors.images = MESSAGES.imagesRequired;
  if (context.sellerRequired && !values.sellerId) errors.sellerId = MESSAGES.productSellerRequired;
  return errors;
}
