DROP INDEX "refunds_order_item_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "seller_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_item_idx" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."order_item_id" is not null;--> statement-breakpoint
-- Orders placed before the rule: their discount and VAT are spread over all their lines by goods,
-- the cents left by rounding going to the order's first line, so each order's shares add up.
WITH lines AS (
  SELECT oi.id, oi.order_id, o.discount_cents AS order_discount, o.vat_cents AS order_vat, o.subtotal_cents,
    oi.unit_price_cents * oi.quantity AS goods,
    row_number() OVER (PARTITION BY oi.order_id ORDER BY oi.id) AS position
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
), discounts AS (
  SELECT *, CASE WHEN subtotal_cents > 0 THEN (order_discount::bigint * goods / subtotal_cents)::int ELSE 0 END AS rough_discount
  FROM lines
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
