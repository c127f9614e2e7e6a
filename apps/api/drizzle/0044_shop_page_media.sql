-- Issue 40: the shop page's logo and banner, as storage keys of images the media pipeline stored.
ALTER TABLE "seller_profiles" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "banner_key" text;