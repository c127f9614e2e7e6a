CREATE SEQUENCE "public"."ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cs_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" uuid,
	"recipient_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"decision" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"return_type" text NOT NULL,
	"refund_percentage" integer,
	"refund_cents" integer NOT NULL,
	"title" text NOT NULL,
	"notice_type" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"return_reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"refund_id" uuid,
	"source" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"note" text NOT NULL,
	"mentioned_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" integer NOT NULL,
	"ticket_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"order_id" uuid,
	"order_item_id" uuid,
	"seller_id" uuid,
	"issue_type" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"return_kind" text,
	"assigned_to" uuid,
	"escalated_to" uuid,
	"escalation_note" text,
	"closed_by" uuid,
	"action_taken" text,
	"answer" text,
	"refund_percentage" integer,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_ticket_number_unique" UNIQUE("ticket_number")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refund_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cs_notifications" ADD CONSTRAINT "cs_notifications_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_notifications" ADD CONSTRAINT "cs_notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mentions" ADD CONSTRAINT "ticket_mentions_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mentions" ADD CONSTRAINT "ticket_mentions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mentions" ADD CONSTRAINT "ticket_mentions_mentioned_by_users_id_fk" FOREIGN KEY ("mentioned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_escalated_to_users_id_fk" FOREIGN KEY ("escalated_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cs_notifications_unread_idx" ON "cs_notifications" USING btree ("category","created_at") WHERE "cs_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "faqs_type_idx" ON "faqs" USING btree ("type","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_types_value_idx" ON "issue_types" USING btree ("user_type",lower("value"));--> statement-breakpoint
CREATE INDEX "return_requests_seller_idx" ON "return_requests" USING btree ("seller_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_open_item_idx" ON "return_requests" USING btree ("order_item_id") WHERE "return_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tickets_list_idx" ON "tickets" USING btree ("ticket_type","created_at","ticket_number");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("ticket_type","status","created_at","ticket_number");--> statement-breakpoint
CREATE INDEX "tickets_phone_idx" ON "tickets" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "tickets_assigned_idx" ON "tickets" USING btree ("assigned_to","ticket_type","created_at","ticket_number");--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_item_idx" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."order_item_id" is not null;--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
-- The contact page's messages join the desk's inbox before their old table goes.
INSERT INTO "support_requests" ("name", "email", "phone", "message", "source", "created_at") SELECT "name", "email", "phone", "message", 'contact', "created_at" FROM "contact_messages";--> statement-breakpoint
DROP TABLE "contact_messages" CASCADE;
