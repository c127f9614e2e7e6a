import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** The home lists placements feed (issue 14): today's deals, featured, best sellers' order, trendy. */
export const PLACEMENT_LISTS = ['todays_deals', 'featured', 'best_sellers', 'trending'] as const;
export type PlacementList = (typeof PLACEMENT_LISTS)[number];

export const placementInputSchema = z
  .object({
    list: z.enum(PLACEMENT_LISTS),
    productId: z.uuid(MESSAGES.productNotFound),
    startsAt: z.iso.datetime({ offset: true, error: MESSAGES.promotionDates }).optional(),
    endsAt: z.iso.datetime({ offset: true, error: MESSAGES.promotionDates }).nullable().optional(),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .strict()
  .refine((input) => !input.startsAt || !input.endsAt || input.startsAt < input.endsAt, { message: MESSAGES.couponDatesInvalid, path: ['endsAt'] });
export type PlacementInput = z.output<typeof placementInputSchema>;
