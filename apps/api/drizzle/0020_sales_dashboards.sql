CREATE TABLE "rollup_refreshes" (
	"name" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "seller_orders_open_idx" ON "seller_orders" USING btree ("status","updated_at") WHERE "seller_orders"."status" in ('confirmed', 'processing', 'shipped');--> statement-breakpoint
-- Issue 16: the sales dashboards read these rollups, never the order history itself. A background
-- sweep refreshes them (sales-rollups.ts); each has a unique index so the refresh runs CONCURRENTLY
-- while dashboards read. Delivered sales are split by the seller's plan so that commission is
-- worked out at read time with the rates of the moment. Missing keys become '' or the nil uuid:
-- a unique index does not match NULLs.
CREATE MATERIALIZED VIEW sales_area_monthly AS
SELECT date_trunc('month', so.delivered_at AT TIME ZONE 'UTC')::date AS month,
  split_part(coalesce(o.shipping_address->>'location', ''), ' - ', 1) AS governorate,
  p.category_id,
  p.sub_category_id,
  sum(oi.unit_price_cents::bigint * oi.quantity)::bigint AS revenue_cents,
  sum(oi.unit_price_cents::bigint * oi.quantity * o.lbp_per_usd / 100)::bigint AS revenue_lbp,
  sum(oi.quantity)::bigint AS units,
  count(*)::bigint AS lines,
  sum(oi.unit_price_cents::bigint * oi.quantity) FILTER (WHERE coalesce(sp.plan, 'regular') = 'regular')::bigint AS regular_cents,
  sum(oi.unit_price_cents::bigint * oi.quantity) FILTER (WHERE sp.plan = 'premium')::bigint AS premium_cents,
  sum(oi.unit_price_cents::bigint * oi.quantity) FILTER (WHERE sp.plan = 'gold')::bigint AS gold_cents
FROM order_items oi
JOIN seller_orders so ON so.id = oi.seller_order_id
JOIN orders o ON o.id = oi.order_id
JOIN products p ON p.id = oi.product_id
LEFT JOIN seller_profiles sp ON sp.user_id = so.seller_id
WHERE so.status = 'delivered'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE UNIQUE INDEX sales_area_monthly_key ON sales_area_monthly (month, governorate, category_id, sub_category_id);
--> statement-breakpoint
CREATE MATERIALIZED VIEW sales_seller_monthly AS
SELECT date_trunc('month', so.delivered_at AT TIME ZONE 'UTC')::date AS month,
  so.seller_id,
  sum(so.subtotal_cents)::bigint AS revenue_cents,
  sum(so.units)::bigint AS units,
  sum(so.lines)::bigint AS lines,
  count(*)::bigint AS parts
FROM (
  SELECT s.id, s.seller_id, s.delivered_at, sum(oi.unit_price_cents::bigint * oi.quantity) AS subtotal_cents, sum(oi.quantity) AS units, count(*) AS lines
  FROM seller_orders s JOIN order_items oi ON oi.seller_order_id = s.id
  WHERE s.status = 'delivered'
  GROUP BY s.id
) so
GROUP BY 1, 2;
--> statement-breakpoint
CREATE UNIQUE INDEX sales_seller_monthly_key ON sales_seller_monthly (month, seller_id);
--> statement-breakpoint
CREATE MATERIALIZED VIEW sales_product_monthly AS
SELECT date_trunc('month', so.delivered_at AT TIME ZONE 'UTC')::date AS month,
  oi.product_id,
  sum(oi.unit_price_cents::bigint * oi.quantity)::bigint AS revenue_cents,
  sum(oi.quantity)::bigint AS units
FROM order_items oi JOIN seller_orders so ON so.id = oi.seller_order_id
WHERE so.status = 'delivered'
GROUP BY 1, 2;
--> statement-breakpoint
CREATE UNIQUE INDEX sales_product_monthly_key ON sales_product_monthly (month, product_id);
--> statement-breakpoint
CREATE INDEX sales_product_monthly_top ON sales_product_monthly (month, revenue_cents DESC);
--> statement-breakpoint
CREATE MATERIALIZED VIEW sales_brand_monthly AS
SELECT date_trunc('month', so.delivered_at AT TIME ZONE 'UTC')::date AS month,
  p.category_id,
  coalesce(p.brand_id, '00000000-0000-0000-0000-000000000000'::uuid) AS brand_id,
  sum(oi.unit_price_cents::bigint * oi.quantity)::bigint AS revenue_cents,
  sum(oi.quantity)::bigint AS units,
  count(*)::bigint AS lines
FROM order_items oi
JOIN seller_orders so ON so.id = oi.seller_order_id
JOIN products p ON p.id = oi.product_id
WHERE so.status = 'delivered'
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE UNIQUE INDEX sales_brand_monthly_key ON sales_brand_monthly (month, category_id, brand_id);
--> statement-breakpoint
-- Returns asked for (any kind, any decision) by the month they were asked, and refunds by the month
-- they were settled; "platform" refunds are the ones Souk paid back through the gateway.
CREATE MATERIALIZED VIEW returns_monthly AS
SELECT month, seller_id, governorate, category_id, sub_category_id, brand_id,
  sum(returns)::bigint AS returns, sum(returned_units)::bigint AS returned_units,
  sum(refunds)::bigint AS refunds, sum(refunded_cents)::bigint AS refunded_cents, sum(platform_refunded_cents)::bigint AS platform_refunded_cents
FROM (
  SELECT date_trunc('month', rr.created_at AT TIME ZONE 'UTC')::date AS month, rr.seller_id,
    split_part(coalesce(o.shipping_address->>'location', ''), ' - ', 1) AS governorate, p.category_id, p.sub_category_id,
    coalesce(p.brand_id, '00000000-0000-0000-0000-000000000000'::uuid) AS brand_id,
    1 AS returns, rr.quantity AS returned_units, 0 AS refunds, 0 AS refunded_cents, 0 AS platform_refunded_cents
  FROM return_requests rr
  JOIN orders o ON o.id = rr.order_id
  JOIN order_items oi ON oi.id = rr.order_item_id
  JOIN products p ON p.id = oi.product_id
  UNION ALL
  SELECT date_trunc('month', r.settled_at AT TIME ZONE 'UTC')::date, so.seller_id,
    split_part(coalesce(o.shipping_address->>'location', ''), ' - ', 1), p.category_id, p.sub_category_id,
    coalesce(p.brand_id, '00000000-0000-0000-0000-000000000000'::uuid),
    0, 0, 1, r.amount_cents, CASE WHEN r.method = 'gateway' AND r.status = 'succeeded' THEN r.amount_cents ELSE 0 END
  FROM refunds r
  JOIN seller_orders so ON so.id = r.seller_order_id
  JOIN orders o ON o.id = r.order_id
  -- A refund of a whole part is filed under the part's first line.
  JOIN LATERAL (
    SELECT oi.product_id FROM order_items oi
    WHERE oi.id = r.order_item_id OR (r.order_item_id IS NULL AND oi.seller_order_id = so.id)
    ORDER BY oi.id = r.order_item_id DESC, oi.id LIMIT 1
  ) line ON true
  JOIN products p ON p.id = line.product_id
  WHERE r.status IN ('succeeded', 'recorded') AND r.settled_at IS NOT NULL
) facts
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE UNIQUE INDEX returns_monthly_key ON returns_monthly (month, seller_id, governorate, category_id, sub_category_id, brand_id);
--> statement-breakpoint
CREATE MATERIALIZED VIEW seller_orders_daily AS
SELECT (so.created_at AT TIME ZONE 'UTC')::date AS day, so.status, count(*)::bigint AS parts
FROM seller_orders so
GROUP BY 1, 2;
--> statement-breakpoint
CREATE UNIQUE INDEX seller_orders_daily_key ON seller_orders_daily (day, status);
