-- Issue 38: a refund the gateway declines for good, or that stays unanswered after a bounded number of
-- tries, is failed and handed to the desk instead of being asked for again on every sweep
-- (payments/refund-ledger.ts). The sandbox remembers a charge paid with its "refund declined" test card.
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunds_declined" boolean DEFAULT false NOT NULL;