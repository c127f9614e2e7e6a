import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Spec 3 section 9. */
export const MANUFACTURING_SOURCES = [
  'Made in Lebanon',
  'Made in Europe',
  'Made in USA',
  'Made in China',
  'Imported and Made in Lebanon',
] as const;
export const PRODUCT_GENDERS = ['men', 'women', 'kids', 'baby', 'unisex'] as const;
export const PRODUCT_SIZES = ['oneSize', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export const MAX_PRODUCT_IMAGES = 6;
export const LOW_STOCK_THRESHOLD = 5;
export const PRODUCT_PAGE_SIZE = 10;
export const MAX_VARIANT_QUANTITY = 100_000;
/** $999,999.99: a price above it is refused with MESSAGES.priceTooHigh, which names it. */
export const MAX_PRICE_CENTS = 99_999_999;
export const PRODUCT_STATUSES = ['published', 'pending_review', 'rejected', 'archived'] as const;

/** "19.99" -> 1999: money typed as text, read to the cent without float error. */
export function parseMoneyCents(value: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const money = (message: string) =>
  z.preprocess(
    text,
    z.string({ error: message }).transform((value, context) => {
      const cents = parseMoneyCents(value);
      if (cents !== undefined && cents <= MAX_PRICE_CENTS) return cents;
      // A real amount past the limit is told the limit, not that it is missing or negative.
      const amount = Number(value.trim());
      const tooHigh = value.trim() !== '' && Number.isFinite(amount) && amount * 100 > MAX_PRICE_CENTS;
      context.addIssue({ code: 'custom', message: tooHigh ? MESSAGES.priceTooHigh : message });
      return z.NEVER;
    }),
  );
/** A whole number of units from 0 to MAX_VARIANT_QUANTITY; past it, the message names the limit. */
const units = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: MESSAGES.quantityInvalid })
      .min(0, MESSAGES.quantityInvalid)
      .max(MAX_VARIANT_QUANTITY, MESSAGES.quantityTooHigh)
      .int(MESSAGES.quantityInvalid),
  );
const flag = z
  .preprocess(
    (value) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value),
    z.boolean(),
  )
  .optional();
const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.uuid(message).optional());

export const variantInputSchema = z
  .object({
    _id: optionalId('Unknown variant'),
    size: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PRODUCT_SIZES, 'Choose a size from the list').optional(),
    ),
    color: optionalId(MESSAGES.colorNotFound),
    sku: z.string().trim().max(64, 'SKU must be at most 64 characters').optional(),
    price: money(MESSAGES.priceInvalid),
    originalPrice: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      money(MESSAGES.originalPriceInvalid).optional(),
    ),
    quantity: units(),
    isActive: flag,
  })
  .refine((variant) => variant.originalPrice === undefined || variant.originalPrice > variant.price, {
    message: MESSAGES.originalPriceInvalid,
    path: ['originalPrice'],
  });
export type VariantInput = z.output<typeof variantInputSchema>;

/** The product fields of the add and edit forms (spec 2 section 7 multipart, spec 3 section 5). */
export const productInputSchema = z.object({
  name: z.string({ error: MESSAGES.titleMin }).trim().min(3, MESSAGES.titleMin).max(100, MESSAGES.productNameMax),
  description: z
    .string({ error: MESSAGES.descriptionMin })
    .trim()
    .min(10, MESSAGES.descriptionMin)
    .max(700, MESSAGES.descriptionMax),
  manufacturingSource: z.enum(MANUFACTURING_SOURCES, MESSAGES.manufacturingRequired),
  productCategory: z.uuid(MESSAGES.categoryRequired),
  subCategory: z.uuid(MESSAGES.subCategoryRequired),
  brand: optionalId(MESSAGES.brandNotFound),
  gender: z.enum(PRODUCT_GENDERS, MESSAGES.genderRequired),
  isTodayDeal: flag,
  isFeatured: flag,
  isTrending: flag,
  status: z.string().max(40).optional(),
  variants: z
    .array(variantInputSchema, MESSAGES.variantRequired)
    .min(1, MESSAGES.variantRequired)
    .max(30, 'At most 30 variants'),
});
export type ProductInput = z.output<typeof productInputSchema>;

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The product table's query (spec 3 sections 2.5 and 7): keyword of 3+ characters, filters, page. */
export const productTableQuerySchema = z.object({
  keyword: z.preprocess(emptyAsUndefined, z.string().trim().min(3, MESSAGES.searchMinChars).max(100).optional()),
  page: pageNumber,
  limit: z.coerce.number().int().min(1).max(50).default(PRODUCT_PAGE_SIZE),
  categoryId: z.preprocess(emptyAsUndefined, z.uuid().optional()),
  subCategoryId: z.preprocess(emptyAsUndefined, z.uuid().optional()),
  brandId: z.preprocess(emptyAsUndefined, z.uuid().optional()),
  gender: z.preprocess(emptyAsUndefined, z.enum(PRODUCT_GENDERS).optional()),
  manufacturingSource: z.preprocess(emptyAsUndefined, z.enum(MANUFACTURING_SOURCES).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(['published', 'pending_review', 'rejected']).optional()),
  stock: z.preprocess(emptyAsUndefined, z.enum(['in', 'low', 'out']).optional()),
});
export type ProductTableQuery = z.output<typeof productTableQuerySchema>;

const requiredText = (message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: message }).trim().min(1, message),
  );
const quantity = units();

/**
 * The legacy single-form product post (spec 3 sections 3 and 5): one price, a total quantity, and
 * optionally colour variants that split it. `productCategory` is the sub-category here.
 */
export const legacyProductSchema = z
  .object({
    name: requiredText(MESSAGES.productNameRequired).pipe(z.string().max(100, MESSAGES.productNameMax)),
    productCategory: z.preprocess((value) => (value === '' ? undefined : value), z.uuid(MESSAGES.subCategoryRequired)),
    manufacturingSource: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(MANUFACTURING_SOURCES, MESSAGES.manufacturingRequired),
    ),
    description: requiredText(MESSAGES.productDescriptionRequired).pipe(z.string().max(700, MESSAGES.descriptionMax)),
    price: money(MESSAGES.priceInvalid),
    originalPrice: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      money(MESSAGES.originalPriceInvalid).optional(),
    ),
    inventory: z.object({ totalQuantity: quantity }, { error: MESSAGES.quantityInvalid }),
    size: z.preprocess((value) => (value === '' ? undefined : value), z.enum(PRODUCT_SIZES, MESSAGES.sizeRequired)),
    gender: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PRODUCT_GENDERS, MESSAGES.genderRequired),
    ),
    brand: optionalId(MESSAGES.brandNotFound),
    hasColorVariants: flag,
    colorVariants: z
      .array(
        z.object({
          color: z.preprocess(
            (value) => (value === '' ? undefined : value),
            z.uuid(MESSAGES.colorVariantColorRequired),
          ),
          inventory: z.object(
            {
              quantity,
              sku: requiredText(MESSAGES.colorVariantSkuRequired).pipe(
                z.string().max(64, 'SKU must be at most 64 characters'),
              ),
            },
            { error: MESSAGES.colorVariantSkuRequired },
          ),
        }),
      )
      .optional(),
    isTodayDeal: flag,
    isFeatured: flag,
    isTrending: flag,
  })
  .superRefine((product, context) => {
    if (product.originalPrice !== undefined && product.originalPrice <= product.price)
      context.addIssue({ code: 'custom', message: MESSAGES.originalPriceInvalid, path: ['originalPrice'] });
    if (!product.hasColorVariants) return;
    const variants = product.colorVariants ?? [];
    if (variants.length === 0) {
      context.addIssue({ code: 'custom', message: MESSAGES.colorVariantRequired, path: ['colorVariants'] });
      return;
    }
    const sum = variants.reduce((total, variant) => total + variant.inventory.quantity, 0);
    if (sum !== product.inventory.totalQuantity)
      context.addIssue({ code: 'custom', message: MESSAGES.colorVariantTotal, path: ['colorVariants'] });
  });
export type LegacyProductInput = z.output<typeof legacyProductSchema>;
