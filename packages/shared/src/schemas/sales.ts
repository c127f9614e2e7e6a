import { z } from 'zod';
import { GOVERNORATES } from '../locations.ts';
import { MESSAGES } from '../messages.ts';
import { ORDER_STATUSES } from './checkout.ts';

/** Issue 16: the sales dashboards' filters and the rules they show. */

/** How far back a dashboard looks, in calendar months including the current one. */
export const SALES_PERIODS = [1, 3, 6, 12] as const;
const months = z.coerce
  .number()
  .pipe(z.union(SALES_PERIODS.map((value) => z.literal(value))))
  .default(12);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(10);
const id = z.uuid(MESSAGES.categoryNotFound).optional();

export const periodQuerySchema = z.object({ months });

export const performanceQuerySchema = z.object({
  location: z.enum(GOVERNORATES).optional(),
  /** One month, YYYY-MM: the figures of that month; the line shows the 12 months up to it. */
  month: z
    .string()
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM.')
    .optional(),
  categoryId: id,
  subCategoryId: id,
});
export type PerformanceQuery = z.output<typeof performanceQuerySchema>;

export const salesOrdersQuerySchema = z.object({
  location: z.enum(GOVERNORATES).optional(),
  // With issue 41's cash orders waiting for their buyer's code, an order status parts never have.
  status: z.enum([...ORDER_STATUSES, 'awaiting_confirmation']).optional(),
  page,
  limit,
});
export type SalesOrdersQuery = z.output<typeof salesOrdersQuerySchema>;

export const RATE_KINDS = ['return', 'refund'] as const;
export const rateQuerySchema = z.object({ kind: z.enum(RATE_KINDS).default('return'), months, page, limit });
export type RateQuery = z.output<typeof rateQuerySchema>;

export const statusQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
    .default(30),
});

/** An open order part is stuck when it has waited this many days in its status. */
export const STUCK_AFTER_DAYS = { confirmed: 2, processing: 3, shipped: 7, out_for_delivery: 2 } as const;

export const discountOfferSchema = z
  .object({
    productId: z.uuid(MESSAGES.productNotFound),
    discountPercent: z.coerce
      .number()
      .int(MESSAGES.discountPercentRange)
      .min(5, MESSAGES.discountPercentRange)
      .max(90, MESSAGES.discountPercentRange),
    startsAt: z.coerce.date(MESSAGES.promotionDates),
    endsAt: z.coerce.date(MESSAGES.promotionDates),
    note: z.string().trim().max(500).optional(),
  })
  .refine(
    (body) =>
      body.endsAt > body.startsAt &&
      body.endsAt.getTime() - body.startsAt.getTime() <= 90 * 86_400_000 &&
      body.startsAt.getTime() > Date.now() - 86_400_000,
    { message: MESSAGES.promotionDates, path: ['endsAt'] },
  );
