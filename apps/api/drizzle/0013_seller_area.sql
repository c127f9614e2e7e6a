CREATE TABLE "seller_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"params" jsonb,
	"order_id" uuid,
	"product_id" uuid,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_update_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"token_used_at" timestamp with time zone,
	"changes" jsonb,
	"status" text DEFAULT 'token_sent' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"submitted_by" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_order_id" uuid,
	"order_item_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"gross_cents" integer NOT NULL,
	"online_cents" integer NOT NULL,
	"cash_cents" integer NOT NULL,
	"refunds_cents" integer NOT NULL,
	"commission_rate" numeric(5, 4) NOT NULL,
	"commission_cents" integer NOT NULL,
	"cash_netted_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"promotional_request_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotional_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"discount_percent" smallint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"requested_by" uuid,
	"saved_prices" jsonb,
	"applied_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_seller_idx";--> statement-breakpoint
ALTER TABLE "seller_profiles" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "preferred_communication" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "product_category_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "product_sub_category_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "plan" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_notifications" ADD CONSTRAINT "seller_notifications_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_update_requests" ADD CONSTRAINT "seller_update_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_update_requests" ADD CONSTRAINT "seller_update_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_promotional_request_id_promotional_requests_id_fk" FOREIGN KEY ("promotional_request_id") REFERENCES "public"."promotional_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_requests" ADD CONSTRAINT "promotional_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_requests" ADD CONSTRAINT "promotional_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_requests" ADD CONSTRAINT "promotional_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_requests" ADD CONSTRAINT "promotional_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_notifications_seller_idx" ON "seller_notifications" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_notifications_unread_idx" ON "seller_notifications" USING btree ("seller_id") WHERE "seller_notifications"."read" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_update_requests_token_key" ON "seller_update_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "seller_update_requests_seller_idx" ON "seller_update_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "product_revisions_product_idx" ON "product_revisions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_revisions_pending_idx" ON "product_revisions" USING btree ("created_at") WHERE "product_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_seller_order_idx" ON "refunds" USING btree ("seller_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_seller_period_key" ON "payouts" USING btree ("seller_id","period_start");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","period_end");--> statement-breakpoint
CREATE INDEX "placements_list_idx" ON "placements" USING btree ("list","starts_at");--> statement-breakpoint
CREATE INDEX "placements_running_idx" ON "placements" USING btree ("list") WHERE "placements"."ends_at" is null;--> statement-breakpoint
CREATE INDEX "promotional_requests_seller_idx" ON "promotional_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "promotional_requests_status_idx" ON "promotional_requests" USING btree ("status","starts_at");--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_product_category_id_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD CONSTRAINT "seller_profiles_product_sub_category_id_categories_id_fk" FOREIGN KEY ("product_sub_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("created_at") WHERE "products"."status" = 'pending_review';--> statement-breakpoint
CREATE INDEX "seller_orders_delivered_idx" ON "seller_orders" USING btree ("seller_id","delivered_at") WHERE "seller_orders"."delivered_at" is not null;--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","created_at");--> statement-breakpoint
UPDATE "seller_orders" SET "delivered_at" = "updated_at" WHERE "status" = 'delivered';
