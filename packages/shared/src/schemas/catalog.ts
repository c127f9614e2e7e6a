import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailField, requiredText } from './auth.ts';

import {
  DEFAULT_PAGE_SIZE,
  DISCOUNT_RANGES,
  GENDERS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  MAX_QUERY_LENGTH,
  SORTS,
} from '../listing.ts';

// The listing's constants live apart, in ../listing.ts: the storefront reads them without zod.
export {
  DEFAULT_PAGE_SIZE,
  DISCOUNT_RANGES,
  GENDERS,
  MAX_PAGE_SIZE,
  PRICE_SLIDER_MAX,
  SORTS,
  type Sort,
} from '../listing.ts';

/** The spec's client drops null and NaN parameters; the server ignores them too, and blanks. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value === '' || value === 'null' || value === 'NaN' || value === 'undefined' || value === null
        ? undefined
        : value,
    schema.optional(),
  );

/** A comma list or a repeated parameter, each item checked. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(10),
  );

/**
 * How a listing or shelf sends its products: `full` (the spec's whole product, the default) or
 * `card`, the fields a product card shows, which the web app asks for.
 */
export const CARD_VIEWS = ['full', 'card'] as const;
export type CardView = (typeof CARD_VIEWS)[number];
export const cardViewParam = optional(z.enum(CARD_VIEWS, { error: `view must be one of ${CARD_VIEWS.join(', ')}` }))
  .default('full')
  .describe('full: the whole product (the default); card: only what a product card shows, a third of the bytes');

const priceFilter = (name: string) =>
  optional(
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(0, `${name} cannot be negative`)
      .max(MAX_PRICE_FILTER, `${name} must be ${MAX_PRICE_FILTER} or less`),
  );

export const productListQuerySchema = z
  .object({
    query: optional(
      z.string().trim().max(MAX_QUERY_LENGTH, `The search text is too long (${MAX_QUERY_LENGTH} characters at most).`),
    ),
    category: optional(z.uuid('category must be a category id')),
    subCategory: optional(z.uuid('subCategory must be a sub-category id')),
    page: optional(
      z.coerce
        .number({ error: 'page must be a number' })
        .int('page must be a whole number')
        .min(1, 'page must be 1 or more')
        .max(MAX_PAGE),
    ).default(1),
    limit: optional(
      z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be 1 or more')
        .max(MAX_PAGE_SIZE, `limit must be ${MAX_PAGE_SIZE} or less`),
    ).default(DEFAULT_PAGE_SIZE),
    sort: optional(z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` })).default('featured'),
    minPrice: priceFilter('minPrice'),
    maxPrice: priceFilter('maxPrice'),
    minRating: optional(
      z.coerce
        .number({ error: 'minRating must be a number' })
        .min(1, 'minRating must be between 1 and 5')
        .max(5, 'minRating must be between 1 and 5'),
    ),
    discountRanges: optional(
      listOf(z.enum(DISCOUNT_RANGES, { error: `discountRanges must be among ${DISCOUNT_RANGES.join(', ')}` })),
    ),
    gender: optional(listOf(z.enum(GENDERS, { error: `gender must be among ${GENDERS.join(', ')}` }))),
    view: cardViewParam,
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'minPrice cannot be more than maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const REVIEW_ORDERS = ['none', 'asc', 'desc'] as const;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: MESSAGES.starRatingRequired })
    .int(MESSAGES.starRatingRequired)
    .min(1, MESSAGES.starRatingRequired)
    .max(5, MESSAGES.starRatingRequired),
  comment: requiredText(MESSAGES.reviewCommentRequired, 1000),
});

export const newsletterSchema = z.object({
  email: z
    .string({ error: MESSAGES.newsletterEmailRequired })
    .trim()
    .min(1, MESSAGES.newsletterEmailRequired)
    .max(254)
    .pipe(z.email(MESSAGES.newsletterEmailInvalid))
    .transform((email) => email.toLowerCase()),
});

/** Spec 1 section 5, contact form: phone keeps digits and +, 8 characters at most. */
export const contactSchema = z.object({
  name: z.string({ error: MESSAGES.contactRequired }).trim().min(1, MESSAGES.contactRequired).max(100),
  email: z.preprocess((value) => (value === '' ? undefined : value), emailField().optional()),
  phone: z
    .string({ error: MESSAGES.contactRequired })
    .transform((phone) => phone.replace(/[^\d+]/g, ''))
    .pipe(z.string().min(1, MESSAGES.contactRequired).max(8, 'Phone number must be at most 8 characters')),
  message: z.string({ error: MESSAGES.contactRequired }).trim().min(1, MESSAGES.contactRequired).max(2000),
});
