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
