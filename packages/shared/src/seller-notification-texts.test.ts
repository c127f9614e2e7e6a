import { describe, expect, it } from 'vitest';
import { SELLER_NOTIFICATION_KINDS, sellerNotificationText } from './seller-notification-texts.ts';

const FULL = {
  businessName: 'Cedar Crafts',
  orderNumber: 'SK100001',
  amount: '$24.50',
  units: 2,
  percent: 15,
  productName: 'Olive bowl',
  reason: 'Blurry photos',
  from: '2026-12-01',
  to: '2026-12-07',
  title: 'Hello',
  message: 'A notice',
};

describe('seller notification texts', () => {
  it('every kind reads whole in English and Arabic', () => {
    for (const kind of SELLER_NOTIFICATION_KINDS) {
      for (const language of ['en', 'ar'] as const) {
        const { title, message } = sellerNotificationText(kind, FULL, language);
        expect(`${title} ${message}`).not.toMatch(/undefined|\$\{/);
        expect(title.length).toBeGreaterThan(0);
        if (language === 'ar' && kind !== 'staff_notice') expect(title).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('the review outcomes carry the spec titles, and a rejection its reason', () => {
    expect(sellerNotificationText('item_approved', FULL).title).toBe('Item Approved And Published');
    expect(sellerNotificationText('item_rejected', FULL)).toEqual({
      title: 'Item Rejected',
      message: 'Olive bowl was not published. Reason: Blurry photos',
    });
    expect(sellerNotificationText('new_order', { ...FULL, units: 1 }).message).toBe(
      '1 item worth $24.50 to prepare. Open your orders to process it.',
    );
  });
});
