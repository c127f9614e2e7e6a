CREATE TABLE "cash_confirmations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_confirmations" ADD CONSTRAINT "cash_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_confirmations_open_idx" ON "cash_confirmations" USING btree ("expires_at") WHERE "cash_confirmations"."confirmed_at" is null;