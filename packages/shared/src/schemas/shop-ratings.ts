import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** A buyer rates a shop's delivered part of its order within this many days of the delivery (issue 40). */
export const SHOP_RATING_WINDOW_DAYS = 30;
/** The shop's share of positive ratings is read over this many days, today included. */
export const SHOP_RATING_SHARE_DAYS = 90;
/** A positive rating: 4 or 5 stars. */
export const SHOP_RATING_POSITIVE_STARS = 4;
export const SHOP_RATING_COMMENT_MAX = 1000;
export const SHOP_RATING_PAGE_SIZE = 10;

/** The buyer's rating of a shop for one part of an order: 1 to 5 stars, and a comment if it wants. */
export const shopRatingSchema = z.object({
  stars: z.coerce
    .number({ error: MESSAGES.starRatingRequired })
    .int(MESSAGES.starRatingRequired)
    .min(1, MESSAGES.starRatingRequired)
    .max(5, MESSAGES.starRatingRequired),
  comment: z
    .string()
    .trim()
    .max(SHOP_RATING_COMMENT_MAX, `Must be at most ${SHOP_RATING_COMMENT_MAX} characters`)
    .optional()
    .default(''),
});
export type ShopRatingInput = z.output<typeof shopRatingSchema>;

/** Staff hide an abusive rating, and always say why: the buyer is told. */
export const hideShopRatingSchema = z.object({
  reason: z
    .string({ error: MESSAGES.shopRatingHideReasonRequired })
    .trim()
    .min(1, MESSAGES.shopRatingHideReasonRequired)
    .max(500, 'Must be at most 500 characters'),
});

export const shopRatingPageSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const staffShopRatingQuerySchema = shopRatingPageSchema.extend({
  /** Only the hidden ones, or only those shown; all without it. */
  hidden: z.enum(['true', 'false']).optional(),
  sellerId: z.uuid().optional(),
});
