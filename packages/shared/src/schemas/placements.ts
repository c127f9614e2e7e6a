import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emptyAsUndefined } from './catalog-data.ts';

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
  .refine((input) => !input.startsAt || !input.endsAt || Date.parse(input.startsAt) < Date.parse(input.endsAt), {
    message: MESSAGES.couponDatesInvalid,
    path: ['endsAt'],
  });
export type PlacementInput = z.output<typeof placementInputSchema>;

/** The sales overview's edit dialog: new dates or a new place in the list (issue 16). */
export const placementEditSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: MESSAGES.promotionDates }).optional(),
    endsAt: z.iso.datetime({ offset: true, error: MESSAGES.promotionDates }).nullable().optional(),
    position: z.number().int().min(0).max(1000).optional(),
  })
  .strict();
export type PlacementEdit = z.output<typeof placementEditSchema>;

const placementDate = z.preprocess(
  emptyAsUndefined,
  z.iso.datetime({ offset: true, error: MESSAGES.promotionDates }).optional(),
);

/**
 * A sponsor on the home's partners strip (multipart: the logo is a file). Sponsors link out, so the
 * link is an absolute https address, unlike a banner's path on the site.
 */
export const sponsorInputSchema = z
  .object({
    name: z.string({ error: MESSAGES.sponsorNameRequired }).trim().min(1, MESSAGES.sponsorNameRequired).max(60),
    url: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https$/, error: MESSAGES.sponsorUrlInvalid })
        .max(300, MESSAGES.sponsorUrlInvalid)
        .optional(),
    ),
    startsAt: placementDate,
    endsAt: placementDate,
  })
  .refine((input) => !input.startsAt || !input.endsAt || Date.parse(input.startsAt) < Date.parse(input.endsAt), {
    message: MESSAGES.couponDatesInvalid,
    path: ['endsAt'],
  });
export type SponsorInput = z.output<typeof sponsorInputSchema>;
