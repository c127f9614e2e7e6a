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
CREATE TABLE "order_count_changes" (
	"governorate" text NOT NULL,
	"status" text NOT NULL,
	"change" integer NOT NULL
);
--> statement-breakpoint
-- Each change is a row appended, never a count updated: orders placed or moved at the same moment
-- never wait for each other, and no order of locking can deadlock. The sales sweep folds the rows
-- into order_counts; a count adds both tables.
CREATE FUNCTION order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_count_changes VALUES (OLD.governorate, OLD.status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_count_changes VALUES (NEW.governorate, NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counted AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_counts_follow();
--> statement-breakpoint
CREATE TRIGGER orders_recounted AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.governorate IS DISTINCT FROM NEW.governorate)
  EXECUTE FUNCTION order_counts_follow();
--> statement-breakpoint
-- The orders so far, counted with no order written meanwhile (the lock lasts to the migration's end).
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO order_counts SELECT governorate, status, count(*) FROM orders GROUP BY 1, 2;
