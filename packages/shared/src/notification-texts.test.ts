import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationText } from './notification-texts.ts';

describe('notification texts', () => {
  it('every kind reads whole in English and Arabic, with the order number kept left to right', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const language of ['en', 'ar'] as const) {
        const { title, message } = notificationText(kind, { orderNumber: 'SK100001', amount: '$24.50' }, language);
        expect(`${title} ${message}`).not.toMatch(/undefined|\$\{/);
        if (language === 'ar') expect(title).toMatch(/[\u0600-\u06FF]/);
        // A question's answer belongs to no order.
        if (kind === 'question_answered') continue;
        expect(title).toContain('SK100001');
        if (language === 'ar') expect(title).toContain('\u2068SK100001\u2069');
      }
    }
  });

  it('the variants say what happened: cash collected, refund owed, which seller, card or wallet', () => {
    expect(notificationText('order_delivered', { orderNumber: 'SK1', amount: '$10.00', cashPaid: true }).message).toBe(
      'Your order was delivered. Cash payment of $10.00 received. You can rate the shop from your order history within 30 days.',
    );
    expect(notificationText('order_shipped', { orderNumber: 'SK1', seller: 'Cedar Crafts' }).message).toBe(
      'The items from Cedar Crafts are on their way. Expect it within 1 to 3 days.',
    );
    // Issue 41: the courier and its tracking number, kept left to right inside Arabic.
    expect(
      notificationText('order_shipped', { orderNumber: 'SK1', courier: 'Aramex', trackingNumber: 'AX-123' }).message,
    ).toBe('Your order is on its way with Aramex, tracking number AX-123. Expect it within 1 to 3 days.');
    expect(
      notificationText('order_shipped', { orderNumber: 'SK1', courier: 'Aramex', trackingNumber: 'AX-123' }, 'ar')
        .message,
    ).toContain('\u2068AX-123\u2069');
    expect(notificationText('order_refused', { orderNumber: 'SK1', seller: 'Cedar Crafts' }).message).toContain(
      'The parcel from Cedar Crafts was refused at the door',
    );
    expect(notificationText('order_cancelled', { orderNumber: 'SK1', amount: '$10.00', refundDue: true }).message).toBe(
      'Your order was cancelled. The $10.00 you paid will be refunded.',
    );
    expect(notificationText('refund', { orderNumber: 'SK1', amount: '$10.00', card: false }, 'ar').message).toContain(
      'محفظة',
    );
    expect(notificationText('refund', { orderNumber: 'SK1', amount: '$10.00', refundTo: 'omt' }).message).toBe(
      'We refunded $10.00 to your OMT wallet.',
    );
    expect(
      notificationText('refund', { orderNumber: 'SK1', amount: '$10.00', refundTo: 'cash_on_delivery' }).message,
    ).toContain('in cash');
    expect(
      notificationText('refund', { orderNumber: 'SK1', amount: '$10.00', refundTo: 'cash_on_delivery' }, 'ar').message,
    ).toContain('نقدًا');
  });

  it('an online order says how long it waits for its payment, as the store is configured; older ones said two hours', () => {
    const placed = (holdMinutes: number | undefined, language: 'en' | 'ar' = 'en') =>
      notificationText('order_placed', { orderNumber: 'SK1', amount: '$10.00', online: true, holdMinutes }, language)
        .message;
    expect(placed(30)).toBe(
      'We received your order of $10.00. It is confirmed once the payment goes through; unpaid after 30 minutes, it is cancelled.',
    );
    expect(placed(60)).toContain('unpaid after 1 hour,');
    expect(placed(undefined)).toContain('unpaid after 2 hours,');
    expect(placed(30, 'ar')).toContain('خلال 30 دقيقة.');
    expect(placed(5, 'ar')).toContain('خلال 5 دقائق.');
    expect(placed(120, 'ar')).toContain('خلال ساعتين.');
    const cancelled = notificationText('order_cancelled', {
      orderNumber: 'SK1',
      unpaid: true,
      holdMinutes: 45,
    }).message;
    expect(cancelled).toBe(
      'Your order was cancelled because its payment was not completed within 45 minutes. Nothing was charged.',
    );
  });
});
