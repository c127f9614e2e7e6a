ALTER TABLE "payouts" ADD COLUMN "delivered_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "delivered_parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Weeks closed before these columns: their counts, as the close now writes them.
UPDATE "payouts" p SET
  "delivered_units" = coalesce((SELECT sum(i.quantity) FROM seller_orders so JOIN order_items i ON i.seller_order_id = so.id
    WHERE so.seller_id = p.seller_id AND so.status = 'delivered' AND so.delivered_at >= p.period_start AND so.delivered_at < p.period_end), 0),
  "delivered_parts" = (SELECT count(*) FROM seller_orders so
    WHERE so.seller_id = p.seller_id AND so.status = 'delivered' AND so.delivered_at >= p.period_start AND so.delivered_at < p.period_end);
