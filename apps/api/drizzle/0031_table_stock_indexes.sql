-- Issue 25: the staff table's category and sub-category indexes hold the stock, so a page filtered by stock
-- is picked and counted from the index alone (the sub-category + in stock count read 1,001 scattered rows).
DROP INDEX "products_table_category_idx";--> statement-breakpoint
DROP INDEX "products_table_sub_idx";--> statement-breakpoint
CREATE INDEX "products_table_category_idx" ON "products" USING btree ("category_id","created_at","id","total_quantity") WHERE "products"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "products_table_sub_idx" ON "products" USING btree ("sub_category_id","created_at","id","category_id","total_quantity") WHERE "products"."status" <> 'archived';