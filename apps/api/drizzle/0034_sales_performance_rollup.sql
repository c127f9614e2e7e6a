-- Issue 25: the performance dashboard's first answer reads its twelve months as a dozen rows instead
-- of summing every governorate, category and seller of them (returns_monthly also splits by seller
-- and brand). Delivered sales and returns by month, summed at each refresh for every filter the
-- dashboard offers: a governorate or all ('*'), a category or all, a sub-category or all (the zero
-- uuid stands for "all" in the key).
CREATE MATERIALIZED VIEW sales_performance AS
WITH area AS (
  SELECT month, governorate, category_id, sub_category_id, revenue_cents, revenue_lbp, units, lines,
    coalesce(regular_cents, 0) AS regular_cents, coalesce(premium_cents, 0) AS premium_cents, coalesce(gold_cents, 0) AS gold_cents,
    0::bigint AS returns, 0::bigint AS refunds, 0::bigint AS platform_refunded_cents
  FROM sales_area_monthly
  UNION ALL
  SELECT month, governorate, category_id, sub_category_id, 0, 0, 0, 0, 0, 0, 0, returns, refunds, platform_refunded_cents
  FROM returns_monthly
)
SELECT month,
  -- Which filters the row is for, a bit for each summed over (4: the governorate, 2: the category,
  -- 1: the sub-category): 0 is one governorate's sub-category, 7 everything. Answers pick rows by
  -- it, never by the stand-ins, so a filter given the zero uuid finds nothing, as before.
  grouping(governorate, category_id, sub_category_id) AS level,
  CASE WHEN grouping(governorate) = 1 THEN '*' ELSE governorate END AS governorate,
  CASE WHEN grouping(category_id) = 1 THEN '00000000-0000-0000-0000-000000000000'::uuid ELSE category_id END AS category_id,
  CASE WHEN grouping(sub_category_id) = 1 THEN '00000000-0000-0000-0000-000000000000'::uuid ELSE sub_category_id END AS sub_category_id,
  sum(revenue_cents)::bigint AS revenue_cents, sum(revenue_lbp)::bigint AS revenue_lbp, sum(units)::bigint AS units,
  sum(lines)::bigint AS lines, sum(regular_cents)::bigint AS regular_cents, sum(premium_cents)::bigint AS premium_cents,
  sum(gold_cents)::bigint AS gold_cents, sum(returns)::bigint AS returns, sum(refunds)::bigint AS refunds,
  sum(platform_refunded_cents)::bigint AS platform_refunded_cents
FROM area
GROUP BY month, GROUPING SETS (
  (governorate, category_id, sub_category_id), (governorate, category_id), (governorate),
  (category_id, sub_category_id), (category_id), ()
);
--> statement-breakpoint
CREATE UNIQUE INDEX sales_performance_key ON sales_performance (level, governorate, category_id, sub_category_id, month);
