ALTER TABLE "orders" ADD COLUMN "awaiting_payment_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("awaiting_payment_since") WHERE "orders"."status" = 'pending' and "orders"."payment_method" <> 'cash_on_delivery';--> statement-breakpoint
UPDATE "orders" SET "awaiting_payment_since" = "created_at";