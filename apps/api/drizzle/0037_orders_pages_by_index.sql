-- Issue 25: the sales orders table picks a page of orders newest first, ties by id, in these indexes
-- alone (the pages it skips are never read from the table, bench/README). The new indexes are built
-- before the old ones go, last of this batch: dropping an index locks the table against reads until
-- the migrations commit.
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_governorate_newest_idx" ON "orders" USING btree ("governorate","created_at","id");--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_governorate_idx";
