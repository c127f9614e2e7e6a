import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { sitePathSchema } from './site-path.ts';

/** Multipart sends every field as text: "true"/"false" become booleans, anything else is refused. */
const flag = z.preprocess(
  (value) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value),
  z.boolean(),
);
export const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(60, MESSAGES.categoryNameMax);
const description = z.string().trim().max(500);

/** Spec 3 section 7: name, description, isActive, categoryIcon (a file), parentCategory; the Arabic name is ours. */
// Each entity's fields carry no defaults: an edit (the partial schema) changes only what it sends.
const categoryFields = {
  name: name(MESSAGES.categoryNameRequired),
  nameAr: z.preprocess(emptyAsUndefined, z.string().trim().max(60, MESSAGES.categoryNameMax).optional()),
  description,
  isActive: flag,
  parentCategory: z.preprocess(emptyAsUndefined, z.uuid(MESSAGES.parentCategoryNotFound).optional()),
  hasSizes: flag.optional(),
};
export const categoryInputSchema = z.object({
  ...categoryFields,
  description: description.default(''),
  isActive: flag.default(true),
});
export const categoryPatchSchema = z
  .object({
    ...categoryFields,
    // On an edit, an empty parent makes the category a main one; leaving the field out keeps it.
    parentCategory: z.preprocess(
      (value) => (value === '' ? null : value),
      z.uuid(MESSAGES.parentCategoryNotFound).nullable(),
    ),
  })
  .partial();

/** Colour names are lowercased (spec 3 section 3); the display type is always solid. */
const colorFields = {
  name: name(MESSAGES.colorNameRequired).transform((value) => value.toLowerCase()),
  nameAr: z.string().trim().max(60, MESSAGES.categoryNameMax),
  colorFamily: z
    .string({ error: MESSAGES.colorFamilyRequired })
    .trim()
    .min(1, MESSAGES.colorFamilyRequired)
    .max(40)
    .transform((value) => value.toLowerCase()),
  hexCode: z
    .string({ error: MESSAGES.colorHexInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, MESSAGES.colorHexInvalid)
    .transform((value) => value.toUpperCase()),
  isActive: flag,
};
export const colorInputSchema = z.object({
  ...colorFields,
  nameAr: colorFields.nameAr.default(''),
  // Always solid (spec 3 section 3), whatever is sent.
  displayType: z
    .unknown()
    .optional()
    .transform(() => 'solid' as const),
  isActive: flag.default(true),
});
export const colorPatchSchema = z.object(colorFields).partial();

const brandFields = {
  name: name(MESSAGES.brandNameRequired).transform((value) => value.toLowerCase()),
  description,
  isActive: flag,
};
export const brandInputSchema = z.object({
  ...brandFields,
  description: description.default(''),
  isActive: flag.default(true),
});
export const brandPatchSchema = z.object(brandFields).partial();

export const MAX_BANNER_IMAGES = 5;
/** The first banner images make the home carousel (spec 3 section 3). */
export const CAROUSEL_IMAGES = 3;

const bannerFields = {
  title: z.string({ error: MESSAGES.bannerTitleRequired }).trim().min(1, MESSAGES.bannerTitleRequired).max(120),
  titleAr: z.string().trim().max(120),
  description,
  descriptionAr: description,
  linkUrl: z.preprocess(emptyAsUndefined, sitePathSchema.optional()),
  isActive: flag,
};
export const bannerInputSchema = z.object({
  ...bannerFields,
  titleAr: bannerFields.titleAr.default(''),
  description: description.default(''),
  descriptionAr: description.default(''),
  isActive: flag.default(true),
});
export const bannerPatchSchema = z.object(bannerFields).partial();

/** `dashboard/data-entry/sellers/by-subcategory` (spec 3 section 7): status defaults to active. */
export const sellersBySubCategoryQuerySchema = z.object({
  subCategoryId: z.uuid(MESSAGES.subCategoryRequired),
  status: z.enum(['active', 'pending', 'suspended']).default('active'),
});
