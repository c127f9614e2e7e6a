ALTER TABLE "orders" ADD COLUMN "governorate" text GENERATED ALWAYS AS (split_part(coalesce(shipping_address->>'location', ''), ' - ', 1)) STORED;--> statement-breakpoint
CREATE INDEX "orders_governorate_idx" ON "orders" USING btree ("governorate","created_at");--> statement-breakpoint
-- Issue 25: a dashboard's first answer reads a few rows instead of summing months of rollups. Each
-- period the dashboards offer (1, 3, 6 and 12 months up to this one, SALES_PERIODS) summed per seller,
-- product, category and brand at each refresh, after the monthly rollups it reads.
CREATE MATERIALIZED VIEW sales_windows AS
WITH periods AS (
  SELECT months, (date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => months - 1))::date AS since
  FROM unnest(array[1, 3, 6, 12]) AS months
), sold AS (
  SELECT p.months, 'seller' AS kind, s.seller_id AS key_id, sum(s.revenue_cents) AS revenue_cents, sum(s.units) AS units, sum(s.lines) AS lines
  FROM periods p JOIN sales_seller_monthly s ON s.month >= p.since GROUP BY 1, 2, 3
  UNION ALL
  SELECT p.months, 'product', s.product_id, sum(s.revenue_cents), sum(s.units), 0
  FROM periods p JOIN sales_product_monthly s ON s.month >= p.since GROUP BY 1, 2, 3
  UNION ALL
  SELECT p.months, 'category', s.category_id, sum(s.revenue_cents), sum(s.units), sum(s.lines)
  FROM periods p JOIN sales_area_monthly s ON s.month >= p.since GROUP BY 1, 2, 3
  UNION ALL
  SELECT p.months, 'brand', s.brand_id, sum(s.revenue_cents), sum(s.units), sum(s.lines)
  FROM periods p JOIN sales_brand_monthly s ON s.month >= p.since GROUP BY 1, 2, 3
), back AS (
  SELECT p.months, 'seller' AS kind, r.seller_id AS key_id, sum(r.returns) AS returns, sum(r.refunds) AS refunds, sum(r.refunded_cents) AS refunded_cents
  FROM periods p JOIN returns_monthly r ON r.month >= p.since GROUP BY 1, 2, 3
  UNION ALL
  SELECT p.months, 'category', r.category_id, sum(r.returns), sum(r.refunds), sum(r.refunded_cents)
  FROM periods p JOIN returns_monthly r ON r.month >= p.since GROUP BY 1, 2, 3
  UNION ALL
  SELECT p.months, 'brand', r.brand_id, sum(r.returns), sum(r.refunds), sum(r.refunded_cents)
  FROM periods p JOIN returns_monthly r ON r.month >= p.since GROUP BY 1, 2, 3
)
SELECT coalesce(sold.months, back.months) AS months, coalesce(sold.kind, back.kind) AS kind, coalesce(sold.key_id, back.key_id) AS key_id,
  coalesce(sold.revenue_cents, 0)::bigint AS revenue_cents, coalesce(sold.units, 0)::bigint AS units, coalesce(sold.lines, 0)::bigint AS lines,
  -- Whether the key sold anything in the period (a seller with returns only is not a top seller).
  sold.key_id IS NOT NULL AS sold,
  coalesce(back.returns, 0)::bigint AS returns, coalesce(back.refunds, 0)::bigint AS refunds, coalesce(back.refunded_cents, 0)::bigint AS refunded_cents
FROM sold FULL JOIN back ON back.months = sold.months AND back.kind = sold.kind AND back.key_id = sold.key_id;
--> statement-breakpoint
CREATE UNIQUE INDEX sales_windows_key ON sales_windows (months, kind, key_id);
--> statement-breakpoint
CREATE INDEX sales_windows_top ON sales_windows (months, kind, revenue_cents DESC, key_id);
--> statement-breakpoint
-- Live products by stock level per category and sub-category, read by the performance dashboard
-- (counting the whole catalogue took 50 ms an answer at 100,000 products). 5 is LOW_STOCK_THRESHOLD.
CREATE MATERIALIZED VIEW catalog_stock_levels AS
SELECT category_id, sub_category_id,
  count(*) FILTER (WHERE total_quantity > 5)::bigint AS in_stock,
  count(*) FILTER (WHERE total_quantity BETWEEN 1 AND 5)::bigint AS low,
  count(*) FILTER (WHERE total_quantity <= 0)::bigint AS out
FROM products WHERE status = 'published'
GROUP BY 1, 2;
--> statement-breakpoint
CREATE UNIQUE INDEX catalog_stock_levels_key ON catalog_stock_levels (category_id, sub_category_id);
