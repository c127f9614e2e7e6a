import { inArray } from 'drizzle-orm';
import { DEFAULT_CASH_RULES, type CashRules } from '@souk/shared/cash-on-delivery';
import { GOVERNORATES, type Governorate } from '@souk/shared/locations';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@souk/shared/return-window';
import type { SettingsPatch } from '@souk/shared/schemas/settings';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { siteSettings } from './settings.tables.ts';
import { purgeStorefront } from '../ssr/storefront-purge.ts';

/** Each seller plan's commission on its delivered sales, unless staff set another (issue 13: 15%, 12%, 10%). */
export const DEFAULT_COMMISSION_RATES = { regular: 0.15, premium: 0.12, gold: 0.1 } as const;
export type SellerPlan = keyof typeof DEFAULT_COMMISSION_RATES;
export const commissionKey = (plan: SellerPlan) => `commission.${plan}`;
const PLANS = Object.keys(DEFAULT_COMMISSION_RATES) as SellerPlan[];

/** Delivery fee by governorate, in cents, unless staff set another; Beirut is nearest to the couriers. */
export const DEFAULT_DELIVERY_CENTS: Record<Governorate, number> = {
  Beirut: 300,
  Baabda: 350,
  'Mount Lebanon': 400,
  'Keserwan-Jbeil': 400,
  'North Lebanon': 500,
  'South Lebanon': 500,
  Bekaa: 500,
};
const deliveryKey = (governorate: Governorate) => `delivery.${governorate}`;

/** What admins change while the site runs (issue 14); each starts from the deployment's configuration. */
export interface SiteRules {
  lbpPerUsd: number;
  vatRate: number;
  deliveryCents: Record<Governorate, number>;
  commissionRates: Record<SellerPlan, number>;
  siteMode: Config['siteMode'];
  supportEmail: string;
  /** E.164, or null when none is set. */
  hotline: string | null;
  /** Days after delivery a buyer may ask for a return. */
  returnWindowDays: number;
  /** Cash on delivery's confirmation, refusal limit, fee and cap (issue 41). */
  cashOnDelivery: CashRules;
}

/** The configuration with the stored settings applied: what a request runs under. */
export type LiveConfig = Config & {
  deliveryCents: Record<Governorate, number>;
  returnWindowDays: number;
  cashOnDelivery: CashRules;
};

const cashKey = (rule: keyof CashRules) => `cod.${rule}`;

/** Cash on delivery's rules: the ones staff stored, else the defaults (a stored cap of 0 is none). */
function cashRulesOf(stored: Map<string, unknown>, config: Pick<Config, 'cashConfirmBelowDelivered'>): CashRules {
  const defaults = { ...DEFAULT_CASH_RULES, confirmBelowDelivered: config.cashConfirmBelowDelivered };
  const rule = (name: keyof Omit<CashRules, 'maxTotalCents'>) => numberOr(stored.get(cashKey(name)), defaults[name]);
  const cap = stored.get(cashKey('maxTotalCents'));
  return {
    confirmBelowDelivered: rule('confirmBelowDelivered'),
    confirmHours: rule('confirmHours'),
    refusalLimit: rule('refusalLimit'),
    feeCents: rule('feeCents'),
    maxTotalCents: typeof cap === 'number' && Number.isFinite(cap) ? cap || null : DEFAULT_CASH_RULES.maxTotalCents,
  };
}

/** Cash on delivery's rules as stored now (the sweep reads them each round). */
export async function cashRules(db: Db, config: Pick<Config, 'cashConfirmBelowDelivered'>): Promise<CashRules> {
  return cashRulesOf(await storedSettings(db), config);
}

/**
 * Stored settings are read at most every few seconds per instance; a change made here clears the
 * copy, so it applies on this instance's next request and on the others' within the interval.
 */
const CACHE_MS = 5000;
let cached = new WeakMap<Db, { at: number; values: Promise<Map<string, unknown>> }>();

/**
 * Forgets this instance's copy of the stored settings: the page routes call it when another instance
 * purged every page (a change of settings, issue 37), so the pages rendered next show the change.
 */
export function forgetStoredSettings() {
  cached = new WeakMap();
}

function storedSettings(db: Db): Promise<Map<string, unknown>> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.values;
  const values = db
    .select()
    .from(siteSettings)
    .then((rows) => new Map(rows.map((row) => [row.key, row.value])));
  // A failed read is not kept.
  values.catch(() => cached.delete(db));
  cached.set(db, { at: Date.now(), values });
  return values;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const textOr = <T extends string | null>(value: unknown, fallback: T) => (typeof value === 'string' ? value : fallback);
/** The deployment's hot line: WHATSAPP_NUMBER, as digits with the country code. */
const configuredHotline = (config: Config) =>
  config.social.whatsapp ? `+${config.social.whatsapp.replace(/\D/g, '')}` : null;

export async function siteRules(db: Db, config: Config): Promise<SiteRules> {
  const stored = await storedSettings(db);
  return {
    lbpPerUsd: numberOr(stored.get('lbpPerUsd'), config.lbpPerUsd),
    vatRate: numberOr(stored.get('vatRate'), config.vatRate),
    deliveryCents: Object.fromEntries(
      GOVERNORATES.map((governorate) => [
        governorate,
        numberOr(stored.get(deliveryKey(governorate)), DEFAULT_DELIVERY_CENTS[governorate]),
      ]),
    ) as Record<Governorate, number>,
    commissionRates: commissionRatesOf(stored),
    siteMode:
      stored.get('siteMode') === 'prelaunch' || stored.get('siteMode') === 'live'
        ? (stored.get('siteMode') as Config['siteMode'])
        : config.siteMode,
    supportEmail: textOr(stored.get('supportEmail'), config.mail.support),
    // Stored as '' once an admin removed it: then there is none, whatever the deployment set.
    hotline: stored.has('hotline') ? textOr(stored.get('hotline'), '') || null : configuredHotline(config),
    returnWindowDays: numberOr(stored.get('returnWindowDays'), DEFAULT_RETURN_WINDOW_DAYS),
    cashOnDelivery: cashRulesOf(stored, config),
  };
}

export async function liveConfig(db: Db, config: Config): Promise<LiveConfig> {
  const rules = await siteRules(db, config);
  return {
    ...config,
    lbpPerUsd: rules.lbpPerUsd,
    vatRate: rules.vatRate,
    siteMode: rules.siteMode,
    deliveryCents: rules.deliveryCents,
    returnWindowDays: rules.returnWindowDays,
    cashOnDelivery: rules.cashOnDelivery,
    mail: { ...config.mail, support: rules.supportEmail },
    social: { ...config.social, whatsapp: rules.hotline ? `https://wa.me/${rules.hotline.replace(/\D/g, '')}` : null },
  };
}

/** The return window in days: the one number the API's rule, the product pages and the return dialog use. */
export async function returnWindowDays(db: Db): Promise<number> {
  return numberOr((await storedSettings(db)).get('returnWindowDays'), DEFAULT_RETURN_WINDOW_DAYS);
}

/** The stored keys of the plans' commission rates. */
export const COMMISSION_KEYS = PLANS.map(commissionKey);

/** Each plan's rate: the one staff stored, else the default. */
export function commissionRatesOf(stored: Map<string, unknown>): Record<SellerPlan, number> {
  return Object.fromEntries(
    PLANS.map((plan) => [plan, numberOr(stored.get(commissionKey(plan)), DEFAULT_COMMISSION_RATES[plan])]),
  ) as Record<SellerPlan, number>;
}

/** Read on each use, so a change applies at once without a restart. */
export async function commissionRates(db: Db): Promise<Record<SellerPlan, number>> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, COMMISSION_KEYS));
  return commissionRatesOf(new Map(rows.map((row) => [row.key, row.value])));
}

/** The stored key and value of each setting a patch names (fees in cents). */
function patchEntries(patch: SettingsPatch): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const key of ['lbpPerUsd', 'vatRate', 'siteMode', 'supportEmail', 'returnWindowDays'] as const)
    if (patch[key] !== undefined) entries.push([key, patch[key]]);
  if (patch.hotline !== undefined) entries.push(['hotline', patch.hotline ?? '']);
  for (const [governorate, usd] of Object.entries(patch.deliveryFees ?? {}))
    entries.push([deliveryKey(governorate as Governorate), Math.round(usd * 100)]);
  for (const [plan, value] of Object.entries(patch.commissionRates ?? {}))
    entries.push([commissionKey(plan as SellerPlan), value]);
  const cash = patch.cashOnDelivery ?? {};
  for (const rule of ['confirmBelowDelivered', 'confirmHours', 'refusalLimit'] as const)
    if (cash[rule] !== undefined) entries.push([cashKey(rule), cash[rule]]);
  if (cash.fee !== undefined) entries.push([cashKey('feeCents'), Math.round(cash.fee * 100)]);
  if (cash.maxTotal !== undefined)
    entries.push([cashKey('maxTotalCents'), cash.maxTotal === null ? 0 : Math.round(cash.maxTotal * 100)]);
  return entries;
}

/** Saves a change of settings and its audit entry in one transaction; this instance applies it at once. */
export async function saveSettings(db: Db, actorId: string, patch: SettingsPatch) {
  const entries = patchEntries(patch);
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    const keys = entries.map(([key]) => key);
    const before = await tx.select().from(siteSettings).where(inArray(siteSettings.key, keys)).for('update');
    for (const [key, value] of entries) await setSetting(tx, key, value, actorId);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'settings',
      before: Object.fromEntries(before.map((row) => [row.key, row.value])),
      after: Object.fromEntries(entries),
    });
  });
  cached.delete(db);
  // Pages show the LBP rate (prices in LBP), the site mode and the delivery fees: every page goes.
  await purgeStorefront('everything');
}

export async function setSetting(db: Db, key: string, value: unknown, updatedBy: string) {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
  cached.delete(db);
}
