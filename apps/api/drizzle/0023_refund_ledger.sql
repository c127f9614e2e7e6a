DROP INDEX "refunds_order_item_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "seller_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_item_idx" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."order_item_id" is not null;--> statement-breakpoint
-- Orders placed before the rule: their discount is spread over the lines its coupon applied to (by
-- the coupon's category and seller scope; all lines when none matches any more), their VAT over all
-- lines, both by goods, the cents left by rounding going to the order's first line.
WITH lines AS (
  SELECT oi.id, oi.order_id, o.discount_cents AS order_discount, o.vat_cents AS order_vat,
    oi.unit_price_cents * oi.quantity AS goods,
    (c.id IS NULL OR ((c.category_id IS NULL OR p.category_id = c.category_id) AND (c.seller_id IS NULL OR so.seller_id = c.seller_id))) AS discounted,
    row_number() OVER (PARTITION BY oi.order_id ORDER BY oi.id) AS position
  FROM order_items oi
  JOIN orders o ON o.id = oi.order_id
  JOIN seller_orders so ON so.id = oi.seller_order_id
  LEFT JOIN products p ON p.id = oi.product_id
  LEFT JOIN coupons c ON c.code = o.coupon_code
), weights AS (
  SELECT *, CASE WHEN sum(CASE WHEN discounted THEN goods ELSE 0 END) OVER (PARTITION BY order_id) > 0
    THEN CASE WHEN discounted THEN goods ELSE 0 END ELSE goods END AS discount_weight
  FROM lines
), discounts AS (
  SELECT *, CASE WHEN sum(discount_weight) OVER (PARTITION BY order_id) > 0
    THEN (order_discount::bigint * discount_weight / sum(discount_weight) OVER (PARTITION BY order_id))::int ELSE 0 END AS rough_discount
  FROM weights
), discount_shares AS (
  SELECT *, rough_discount + CASE WHEN position = 1 THEN order_discount - sum(rough_discount) OVER (PARTITION BY order_id) ELSE 0 END AS discount_share
  FROM discounts
), vats AS (
  SELECT *, CASE WHEN sum(goods - discount_share) OVER (PARTITION BY order_id) > 0
    THEN (order_vat::bigint * (goods - discount_share) / sum(goods - discount_share) OVER (PARTITION BY order_id))::int ELSE 0 END AS rough_vat
  FROM discount_shares
), shares AS (
  SELECT id, discount_share, rough_vat + CASE WHEN position = 1 THEN order_vat - sum(rough_vat) OVER (PARTITION BY order_id) ELSE 0 END AS vat_share
  FROM vats
)
UPDATE order_items SET discount_cents = shares.discount_share, vat_cents = shares.vat_share
FROM shares WHERE shares.id = order_items.id;
--> statement-breakpoint
-- Refunds given before the rule were charged to their seller in full.
UPDATE refunds SET seller_charge_cents = amount_cents WHERE seller_order_id IS NOT NULL;
--> statement-breakpoint
-- Cancelled orders whose refund was still owed: the refund sweep used to ask for "the whole charge";
-- it now asks for the ledger's rows, so each gets one for what is left of its payment. Where the
-- sandbox already gave the charge back, the row is settled and the order refunded.
INSERT INTO refunds (order_id, amount_cents, seller_charge_cents, reason, method, status, settled_at)
SELECT o.id, o.total_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status <> 'failed'), 0),
  0, 'order cancelled', 'gateway',
  CASE WHEN sc.status = 'refunded' THEN 'succeeded' ELSE 'pending' END,
  CASE WHEN sc.status = 'refunded' THEN now() END
FROM orders o
JOIN payment_sessions ps ON ps.order_id = o.id AND ps.status = 'succeeded'
LEFT JOIN sandbox_charges sc ON sc.id::text = ps.gateway_ref
WHERE o.payment_status = 'refund_pending'
  AND o.total_cents > coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status <> 'failed'), 0);
--> statement-breakpoint
UPDATE orders SET payment_status = 'refunded'
WHERE payment_status = 'refund_pending' AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = orders.id AND r.status = 'pending');
