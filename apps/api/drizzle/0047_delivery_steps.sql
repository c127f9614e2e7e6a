CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "seller_orders_open_idx";--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "out_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "courier_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "own_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_name_idx" ON "couriers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "seller_orders" ADD CONSTRAINT "seller_orders_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_orders_open_idx" ON "seller_orders" USING btree ("status","updated_at") WHERE "seller_orders"."status" in ('confirmed', 'processing', 'shipped', 'out_for_delivery');--> statement-breakpoint
-- Issue 41: each step of a seller's part keeps its time, whoever moves it (the seller, the payment,
-- customer service, a sweep). The time is the row's new updated_at when the writer set one (the demo
-- history writes its past times this way), else the statement's.
CREATE OR REPLACE FUNCTION seller_orders_step_times() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  at := CASE WHEN TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN now() ELSE NEW.updated_at END;
  IF NEW.status = 'confirmed' THEN
    NEW.confirmed_at := coalesce(NEW.confirmed_at, at);
  ELSIF NEW.status = 'shipped' THEN
    NEW.shipped_at := coalesce(NEW.shipped_at, at);
  ELSIF NEW.status = 'out_for_delivery' THEN
    NEW.out_for_delivery_at := coalesce(NEW.out_for_delivery_at, at);
  ELSIF NEW.status = 'refused' THEN
    NEW.refused_at := coalesce(NEW.refused_at, at);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_orders_step_times BEFORE INSERT OR UPDATE OF status ON seller_orders
  FOR EACH ROW EXECUTE FUNCTION seller_orders_step_times();
--> statement-breakpoint
-- The parts placed before: confirmed when placed (cash) or last touched (paid), shipped when last touched.
UPDATE seller_orders SET confirmed_at = CASE WHEN status IN ('processing', 'shipped', 'delivered') THEN created_at ELSE updated_at END
  WHERE status NOT IN ('pending', 'cancelled') AND confirmed_at IS NULL;
--> statement-breakpoint
UPDATE seller_orders SET shipped_at = updated_at WHERE status = 'shipped' AND shipped_at IS NULL;
