import { GOVERNORATES } from '@souk/shared/locations';
import type { CashSettings, SiteSettings } from '../../api/admin/settings.ts';

export const PLANS = ['regular', 'premium', 'gold'] as const;

/** The form shows rates as percentages and the hot line as its 8 local digits. */
export interface SettingsValues {
  lbpPerUsd: number | string;
  vatPercent: number | string;
  deliveryFees: Record<string, number | string>;
  commissionPercents: Record<(typeof PLANS)[number], number | string>;
  siteMode: 'live' | 'prelaunch';
  supportEmail: string;
  hotline: string;
  returnWindowDays: number | string;
  /** Cash on delivery (issue 41): an empty cap is no cap. */
  cash: Record<keyof CashSettings, number | string>;
}

const percent = (fraction: number) => Math.round(fraction * 10000) / 100;
const fraction = (value: number | string) => Math.round(Number(value) * 100) / 10000;

export function valuesOf(settings: SiteSettings): SettingsValues {
  return {
    lbpPerUsd: settings.lbpPerUsd,
    vatPercent: percent(settings.vatRate),
    deliveryFees: { ...settings.deliveryFees },
    commissionPercents: {
      regular: percent(settings.commissionRates.regular),
      premium: percent(settings.commissionRates.premium),
      gold: percent(settings.commissionRates.gold),
    },
    siteMode: settings.siteMode,
    supportEmail: settings.supportEmail,
    hotline: settings.hotline?.replace(/^\+961/, '') ?? '',
    returnWindowDays: settings.returnWindowDays,
    cash: { ...settings.cashOnDelivery, maxTotal: settings.cashOnDelivery.maxTotal ?? '' },
  };
}

const CASH_RULES = ['confirmBelowDelivered', 'confirmHours', 'refusalLimit', 'fee'] as const;

/** The cash rules that changed; an emptied cap is sent as null (no cap), an emptied number as it is, for the server to refuse. */
function cashChanges(values: SettingsValues['cash'], settings: CashSettings) {
  const patch: Record<string, number | string | null> = {};
  for (const rule of CASH_RULES)
    if (values[rule] === '' || Number(values[rule]) !== settings[rule])
      patch[rule] = values[rule] === '' ? '' : Number(values[rule]);
  const cap = values.maxTotal === '' ? null : Number(values.maxTotal);
  if (cap !== settings.maxTotal) patch.maxTotal = cap;
  return patch;
}

/** What changed since the settings were read: only that is sent (and audited). */
export function changes(values: SettingsValues, settings: SiteSettings) {
  const patch: Record<string, unknown> = {};
  if (Number(values.lbpPerUsd) !== settings.lbpPerUsd) patch.lbpPerUsd = Number(values.lbpPerUsd);
  if (fraction(values.vatPercent) !== settings.vatRate) patch.vatRate = fraction(values.vatPercent);
  const fees = Object.fromEntries(
    GOVERNORATES.filter((name) => Number(values.deliveryFees[name]) !== settings.deliveryFees[name]).map((name) => [
      name,
      Number(values.deliveryFees[name]),
    ]),
  );
  if (Object.keys(fees).length) patch.deliveryFees = fees;
  const rates = Object.fromEntries(
    PLANS.filter((plan) => fraction(values.commissionPercents[plan]) !== settings.commissionRates[plan]).map((plan) => [
      plan,
      fraction(values.commissionPercents[plan]),
    ]),
  );
  if (Object.keys(rates).length) patch.commissionRates = rates;
  if (values.siteMode !== settings.siteMode) patch.siteMode = values.siteMode;
  if (values.supportEmail !== settings.supportEmail) patch.supportEmail = values.supportEmail;
  // An emptied box is sent as it is (not as 0 days): the server says what the window may be.
  if (Number(values.returnWindowDays) !== settings.returnWindowDays)
    patch.returnWindowDays = values.returnWindowDays === '' ? null : Number(values.returnWindowDays);
  // An emptied box removes the hot line (sent as ''); the API keeps none.
  const hotline = values.hotline.replace(/[\s-]/g, '');
  if (hotline ? `+961${hotline}` !== settings.hotline : settings.hotline !== null) patch.hotline = hotline;
  const cash = cashChanges(values.cash, settings.cashOnDelivery);
  if (Object.keys(cash).length) patch.cashOnDelivery = cash;
  return patch;
}
