CREATE TABLE "shop_rating_days" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"positive_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_rating_days_seller_id_day_pk" PRIMARY KEY("seller_id","day"),
	CONSTRAINT "shop_rating_days_counts" CHECK ("shop_rating_days"."positive_count" >= 0 and "shop_rating_days"."positive_count" <= "shop_rating_days"."rating_count")
);
--> statement-breakpoint
CREATE TABLE "shop_rating_rollups" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_rating_rollups_counts" CHECK ("shop_rating_rollups"."rating_count" >= 0 and "shop_rating_rollups"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_ratings_seller_order_id_unique" UNIQUE("seller_order_id"),
	CONSTRAINT "shop_ratings_stars" CHECK ("shop_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "shop_rating_days" ADD CONSTRAINT "shop_rating_days_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_rating_rollups" ADD CONSTRAINT "shop_rating_rollups_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_seller_order_id_seller_orders_id_fk" FOREIGN KEY ("seller_order_id") REFERENCES "public"."seller_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_ratings_shown_idx" ON "shop_ratings" USING btree ("seller_id","created_at","id") WHERE "shop_ratings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "shop_ratings_seller_idx" ON "shop_ratings" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_ratings_newest_idx" ON "shop_ratings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shop_ratings_buyer_idx" ON "shop_ratings" USING btree ("buyer_id");