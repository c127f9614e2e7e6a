-- Issue 25: the sales orders table's counts (every order of a governorate, of a status, or of both)
-- read from rows kept as orders are placed, move or go, instead of counting the orders (8 first
-- counts at once took 140-240 ms each on 400,000 orders, bench/README).
CREATE TABLE "order_counts" (
	"governorate" text NOT NULL,
	"status" text NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "order_counts_governorate_status_pk" PRIMARY KEY("governorate","status")
);
--> statement-breakpoint
CREATE FUNCTION order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS kept VALUES (NEW.governorate, NEW.status, 1)
    ON CONFLICT (governorate, status) DO UPDATE SET orders = kept.orders + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_counts SET orders = orders - 1 WHERE governorate = OLD.governorate AND status = OLD.status;
  ELSE
    -- Both rows in one statement, in key order: transactions moving orders between the same two
    -- statuses lock the rows in the same order, so they wait for each other instead of deadlocking.
    INSERT INTO order_counts AS kept (governorate, status, orders)
    SELECT * FROM (VALUES (OLD.governorate, OLD.status, -1), (NEW.governorate, NEW.status, 1)) AS moved (governorate, status, change)
    ORDER BY 1, 2
    ON CONFLICT (governorate, status) DO UPDATE SET orders = kept.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: a checkout holds its governorate's row only while it commits, not for the
-- whole of its transaction.
CREATE CONSTRAINT TRIGGER orders_counted AFTER INSERT OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_counts_follow();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_recounted AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.governorate IS DISTINCT FROM NEW.governorate)
  EXECUTE FUNCTION order_counts_follow();
--> statement-breakpoint
-- The orders so far, counted with no order written meanwhile (the lock lasts to the migration's end).
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO order_counts SELECT governorate, status, count(*) FROM orders GROUP BY 1, 2;
