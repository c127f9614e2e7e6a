ALTER TABLE "refunds" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_seller_settled_idx" ON "refunds" USING btree ("seller_id","settled_at") WHERE "refunds"."seller_id" is not null;--> statement-breakpoint
-- Refunds written before the column: their part's seller.
UPDATE "refunds" r SET "seller_id" = so.seller_id FROM seller_orders so WHERE so.id = r.seller_order_id;--> statement-breakpoint
-- Every writer (the refund ledger, the demo history, tests) gets the seller without naming it.
CREATE FUNCTION refunds_fill_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_id := (SELECT seller_id FROM seller_orders WHERE id = NEW.seller_order_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER refunds_fill_seller BEFORE INSERT OR UPDATE OF seller_order_id ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_fill_seller();
