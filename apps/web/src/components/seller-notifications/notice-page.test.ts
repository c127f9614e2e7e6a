import { describe, expect, it } from 'vitest';
import { pageOfNotice } from './notice-page.ts';

const notice = (kind: string, ids: { orderId?: string; productId?: string } = {}) => ({
  kind,
  orderId: ids.orderId ?? null,
  productId: ids.productId ?? null,
});

describe('the page a seller notice opens', () => {
  it('a promotion or a discount offer opens the promotions, though it names a product (issue 24)', () => {
    for (const kind of ['promotion_accepted', 'promotion_declined', 'discount_offered']) {
      expect(pageOfNotice(notice(kind, { productId: 'p1' }))).toBe('/seller-dashboard/promotions');
    }
  });

  it('an order opens the orders, a product the products, a payout the sales', () => {
    expect(pageOfNotice(notice('new_order', { orderId: 'o1' }))).toBe('/seller-dashboard/orders');
    expect(pageOfNotice(notice('item_rejected', { productId: 'p1' }))).toBe('/seller-dashboard/products');
    expect(pageOfNotice(notice('payout_paid'))).toBe('/seller-dashboard/sales');
  });

  it("a buyer's question opens the questions, though it names a product (issue 40)", () => {
    expect(pageOfNotice(notice('new_question', { productId: 'p1' }))).toBe('/seller-dashboard/questions');
  });

  it("the sales team's answers and a notice about nothing open nothing", () => {
    expect(pageOfNotice(notice('discount_offer_accepted', { productId: 'p1' }))).toBeNull();
    expect(pageOfNotice(notice('staff_notice'))).toBeNull();
  });
});
