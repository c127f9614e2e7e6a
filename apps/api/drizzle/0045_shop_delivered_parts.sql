ALTER TABLE "seller_profiles" ADD COLUMN "delivered_parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 40: a shop's page says how many of its parts were delivered. Counting them on each page was
-- 36 ms for a shop with 100,000 deliveries (bench/README); PostgreSQL keeps the figure instead, once a
-- statement, whatever writes the parts (the order flow, the desk, the seeds).
UPDATE "seller_profiles" sp SET "delivered_parts" = (
  SELECT count(*) FROM "seller_orders" so WHERE so."seller_id" = sp."user_id" AND so."delivered_at" IS NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION seller_orders_delivered_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE seller_profiles sp SET delivered_parts = sp.delivered_parts + c.n
    FROM (SELECT seller_id, count(*)::int AS n FROM added WHERE delivered_at IS NOT NULL GROUP BY 1) c
    WHERE sp.user_id = c.seller_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE seller_profiles sp SET delivered_parts = sp.delivered_parts - c.n
    FROM (SELECT seller_id, count(*)::int AS n FROM removed WHERE delivered_at IS NOT NULL GROUP BY 1) c
    WHERE sp.user_id = c.seller_id;
  ELSE
    -- Only a part whose delivery was set or cleared moves the figure.
    UPDATE seller_profiles sp SET delivered_parts = sp.delivered_parts + c.n
    FROM (
      SELECT a.seller_id, sum((a.delivered_at IS NOT NULL)::int - (r.delivered_at IS NOT NULL)::int)::int AS n
      FROM added a JOIN removed r ON r.id = a.id
      WHERE (a.delivered_at IS NULL) <> (r.delivered_at IS NULL)
      GROUP BY 1
    ) c
    WHERE sp.user_id = c.seller_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_orders_delivered_added AFTER INSERT ON seller_orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION seller_orders_delivered_count();
--> statement-breakpoint
CREATE TRIGGER seller_orders_delivered_changed AFTER UPDATE ON seller_orders
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION seller_orders_delivered_count();
--> statement-breakpoint
CREATE TRIGGER seller_orders_delivered_removed AFTER DELETE ON seller_orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION seller_orders_delivered_count();
