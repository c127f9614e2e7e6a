ALTER TABLE "coupon_redemptions" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "once_per_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_phone_idx" ON "coupon_redemptions" USING btree ("coupon_id","phone");