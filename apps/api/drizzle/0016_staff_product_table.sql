CREATE INDEX "variants_sku_trgm_idx" ON "product_variants" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_table_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "products_table_category_idx" ON "products" USING btree ("category_id","created_at") WHERE "products"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "products_table_sub_idx" ON "products" USING btree ("sub_category_id","created_at") WHERE "products"."status" <> 'archived';