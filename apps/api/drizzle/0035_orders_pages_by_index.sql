-- Issue 25: the sales orders table picks a page of orders newest first, ties by id, in these indexes
-- alone (the pages it skips are never read from the table, bench/README).
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_governorate_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_governorate_idx" ON "orders" USING btree ("governorate","created_at","id");