-- Decision 0012: the sales rollups follow the refund ledger. A line customer service cancelled before
-- it shipped is no sale; an item refunded in several parts is one refund; a cancelled item's refund
-- is not its seller's. The views are made again with the same names and keys.
DROP MATERIALIZED VIEW sales_area_monthly;
--> statement-breakpoint
DROP MATERIALIZED VIEW sales_seller_monthly;
--> statement-breakpoint
DROP MATERIALIZED VIEW sales_product_monthly;
--> statement-breakpoint
DROP MATERIALIZED VIEW sales_brand_monthly;
--> statement-breakpoint
DROP MATERIALIZED VIEW returns_monthly;
--> statement-breakpoint
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
WHERE so.status = 'delivered' AND oi.cancelled_at IS NULL
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
  WHERE s.status = 'delivered' AND oi.cancelled_at IS NULL
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
WHERE so.status = 'delivered' AND oi.cancelled_at IS NULL
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
WHERE so.status = 'delivered' AND oi.cancelled_at IS NULL
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
    0, 0,
    -- An item refunded in parts counts as one refund, in the month of its first part.
    CASE WHEN NOT EXISTS (
      SELECT 1 FROM refunds earlier WHERE earlier.order_item_id = r.order_item_id AND earlier.status IN ('succeeded', 'recorded')
        AND (earlier.settled_at, earlier.id) < (r.settled_at, r.id)
    ) THEN 1 ELSE 0 END,
    r.amount_cents, CASE WHEN r.method = 'gateway' AND r.status = 'succeeded' THEN r.amount_cents ELSE 0 END
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
    -- An item the desk cancelled before it shipped was never a sale: its refund is no seller's refund.
    AND NOT EXISTS (SELECT 1 FROM order_items cancelled WHERE cancelled.id = r.order_item_id AND cancelled.cancelled_at IS NOT NULL)
) facts
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE UNIQUE INDEX returns_monthly_key ON returns_monthly (month, seller_id, governorate, category_id, sub_category_id, brand_id);
