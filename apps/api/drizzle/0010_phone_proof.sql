ALTER TABLE "phone_verifications" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "email" text;