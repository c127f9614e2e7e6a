-- Issue 25: a shop's parts by status with what the seller home and the sales figures sum of them, so the parts
-- by status, the 30 days' deliveries and the ended-weeks check read the index alone (bench/README).
CREATE INDEX "seller_orders_status_idx" ON "seller_orders" USING btree ("seller_id","status","delivered_at","created_at","subtotal_cents");