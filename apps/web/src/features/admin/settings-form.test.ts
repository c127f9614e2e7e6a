import { describe, expect, it } from 'vitest';
import { GOVERNORATES } from '@souk/shared/locations';
import type { SiteSettings } from '../../api/admin/settings.ts';
import { changes, valuesOf } from './settings-form.ts';

const stored: SiteSettings = {
  lbpPerUsd: 89000,
  vatRate: 0.11,
  deliveryFees: Object.fromEntries(GOVERNORATES.map((name) => [name, 4])),
  commissionRates: { regular: 0.15, premium: 0.12, gold: 0.1 },
  siteMode: 'live',
  supportEmail: 'support@souk.test',
  hotline: '+96171123456',
  returnWindowDays: 14,
  cashOnDelivery: { confirmBelowDelivered: 1, confirmHours: 24, refusalLimit: 2, fee: 0, maxTotal: null },
};

describe('settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(changes(valuesOf(stored), stored)).toEqual({});
    expect(valuesOf(stored).hotline).toBe('71123456');
  });

  it('an emptied hot line box removes the hot line (issue 24); a new number replaces it', () => {
    expect(changes({ ...valuesOf(stored), hotline: '' }, stored)).toEqual({ hotline: '' });
    expect(changes({ ...valuesOf(stored), hotline: '   ' }, stored)).toEqual({ hotline: '' });
    expect(changes({ ...valuesOf(stored), hotline: '3 123 456' }, stored)).toEqual({ hotline: '3123456' });
    // None stored and none typed: nothing to send.
    const none = { ...stored, hotline: null };
    expect(changes(valuesOf(none), none)).toEqual({});
    // Not a number: sent as typed, for the server to say what a hot line is.
    expect(changes({ ...valuesOf(stored), hotline: 'abc' }, stored)).toEqual({ hotline: 'abc' });
  });
});

describe('the return window setting (issue 24)', () => {
  it('shows the stored days and sends a change; an emptied box is sent for the server to refuse, not as 0', () => {
    expect(valuesOf(stored).returnWindowDays).toBe(14);
    expect(changes({ ...valuesOf(stored), returnWindowDays: 7 }, stored)).toEqual({ returnWindowDays: 7 });
    expect(changes({ ...valuesOf(stored), returnWindowDays: '' }, stored)).toEqual({ returnWindowDays: null });
  });
});

describe('the cash on delivery settings (issue 41)', () => {
  it('sends the rules that changed; an emptied cap is no cap, a new one a number', () => {
    const values = valuesOf(stored);
    expect(values.cash.maxTotal).toBe('');
    expect(changes({ ...values, cash: { ...values.cash, fee: 2.5, refusalLimit: 3 } }, stored)).toEqual({
      cashOnDelivery: { fee: 2.5, refusalLimit: 3 },
    });
    expect(changes({ ...values, cash: { ...values.cash, maxTotal: 300 } }, stored)).toEqual({
      cashOnDelivery: { maxTotal: 300 },
    });
    const capped = { ...stored, cashOnDelivery: { ...stored.cashOnDelivery, maxTotal: 300 } };
    expect(changes({ ...valuesOf(capped), cash: { ...valuesOf(capped).cash, maxTotal: '' } }, capped)).toEqual({
      cashOnDelivery: { maxTotal: null },
    });
    // An emptied number is sent as typed, for the server to say what is allowed.
    expect(changes({ ...values, cash: { ...values.cash, confirmHours: '' } }, stored)).toEqual({
      cashOnDelivery: { confirmHours: '' },
    });
  });
});
