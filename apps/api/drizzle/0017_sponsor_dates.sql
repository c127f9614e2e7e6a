ALTER TABLE "sponsors" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;