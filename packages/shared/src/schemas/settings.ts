import { z } from 'zod';
import { GOVERNORATES } from '../locations.ts';
import { MESSAGES } from '../messages.ts';
import { toE164 } from '../phone.ts';
import { MAX_RETURN_WINDOW_DAYS } from '../return-window.ts';

export const SETTINGS_MESSAGES = {
  lbpRate: MESSAGES.settingLbpRate,
  vatRate: MESSAGES.settingVatRate,
  deliveryFee: MESSAGES.settingDeliveryFee,
  commission: MESSAGES.settingCommission,
  supportEmail: MESSAGES.settingSupportEmail,
  hotline: MESSAGES.settingHotline,
  returnWindow: MESSAGES.settingReturnWindow,
  cash: MESSAGES.settingCashRule,
} as const;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: SETTINGS_MESSAGES.cash })
    .int(SETTINGS_MESSAGES.cash)
    .min(min, SETTINGS_MESSAGES.cash)
    .max(max, SETTINGS_MESSAGES.cash);

/** Issue 41: cash on delivery's rules (decision 0025); the fee and the cap in USD, a null cap for none. */
export const cashSettingsSchema = z
  .object({
    confirmBelowDelivered: wholeNumber(0, 100),
    confirmHours: wholeNumber(1, 168),
    refusalLimit: wholeNumber(1, 100),
    fee: z.number({ error: SETTINGS_MESSAGES.cash }).min(0, SETTINGS_MESSAGES.cash).max(50, SETTINGS_MESSAGES.cash),
    maxTotal: z
      .number({ error: SETTINGS_MESSAGES.cash })
      .min(1, SETTINGS_MESSAGES.cash)
      .max(1_000_000, SETTINGS_MESSAGES.cash)
      .nullable(),
  })
  .partial()
  .strict();

const rate = (message: string) => z.number({ error: message }).min(0, message).max(0.5, message);

/** What admins set (issue 14), applied on the next request. Rates are fractions, fees USD. */
export const settingsPatchSchema = z
  .object({
    lbpPerUsd: z
      .number({ error: SETTINGS_MESSAGES.lbpRate })
      .int(SETTINGS_MESSAGES.lbpRate)
      .min(1000, SETTINGS_MESSAGES.lbpRate)
      .max(10_000_000, SETTINGS_MESSAGES.lbpRate),
    vatRate: rate(SETTINGS_MESSAGES.vatRate),
    deliveryFees: z.partialRecord(
      z.enum(GOVERNORATES),
      z
        .number({ error: SETTINGS_MESSAGES.deliveryFee })
        .min(0, SETTINGS_MESSAGES.deliveryFee)
        .max(100, SETTINGS_MESSAGES.deliveryFee),
    ),
    commissionRates: z
      .object({
        regular: rate(SETTINGS_MESSAGES.commission),
        premium: rate(SETTINGS_MESSAGES.commission),
        gold: rate(SETTINGS_MESSAGES.commission),
      })
      .partial(),
    siteMode: z.enum(['live', 'prelaunch']),
    /** Days after delivery a buyer may ask for a return: the API's rule and every page's text. */
    returnWindowDays: z
      .number({ error: SETTINGS_MESSAGES.returnWindow })
      .int(SETTINGS_MESSAGES.returnWindow)
      .min(1, SETTINGS_MESSAGES.returnWindow)
      .max(MAX_RETURN_WINDOW_DAYS, SETTINGS_MESSAGES.returnWindow),
    cashOnDelivery: cashSettingsSchema,
    supportEmail: z.email(SETTINGS_MESSAGES.supportEmail),
    // The 8 digits after +961, as people type them; kept in E.164. Empty or null removes it (no hot line).
    hotline: z.preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: SETTINGS_MESSAGES.hotline })
        .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+961|00961)/, ''))
        .pipe(z.string().regex(/^(\d{7,8})?$/, SETTINGS_MESSAGES.hotline))
        .transform((digits) => (digits ? toE164(digits.padStart(8, '0')) : null)),
    ),
  })
  .partial()
  .strict();
export type SettingsPatch = z.output<typeof settingsPatchSchema>;
