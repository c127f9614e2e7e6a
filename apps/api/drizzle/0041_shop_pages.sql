-- Issue 40: a public page for every shop at /shops/<slug>.
CREATE TABLE "shop_slugs_retired" (
	"slug" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_slugs_retired" ADD CONSTRAINT "shop_slugs_retired_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "business_description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- A name as an address: lower case, Arabic letters and digits transliterated (digraphs first: th, kh,
-- dh, sh, gh; hamza, ain and the vowel marks dropped), Latin accents off, any other run of characters
-- one hyphen, at most 60 characters. "Maktaba Books" -> maktaba-books, "مكتبة الحمرا" -> mktba-alhmra.
CREATE FUNCTION shop_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(both '-' from left(trim(both '-' from regexp_replace(
    translate(
      replace(replace(replace(replace(replace(lower(name), 'ث', 'th'), 'خ', 'kh'), 'ذ', 'dh'), 'ش', 'sh'), 'غ', 'gh'),
      'اأإآٱبتجحدرزسصضطظفقكلمنهوىيةئؤ٠١٢٣٤٥٦٧٨٩àáâãäåāçćčèéêëēìíîïīñòóôõöøōùúûüūýÿšžğışءعـًٌٍَُِّْ’',
      'aaaaabtjhdrzssdtzfqklmnhwayayw0123456789aaaaaaaccceeeeeiiiiinooooooouuuuuyyszgis'),
    '[^a-z0-9]+', '-', 'g')), 60))
$$;
--> statement-breakpoint
-- The shop's slug: its name's, unless another shop has (or had) it, then with the first 6 hex digits
-- of its id ("souk-books-3f9a1c"), then its whole id. A name with nothing to spell is "shop-<6 hex>".
-- A slug this shop had before is its own to take back.
CREATE FUNCTION shop_slug(name text, seller uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := shop_slug_base(name);
  hex text := replace(seller::text, '-', '');
  candidate text;
BEGIN
  FOREACH candidate IN ARRAY CASE WHEN base = '' THEN ARRAY['shop-' || left(hex, 6), 'shop-' || hex]
    ELSE ARRAY[base, base || '-' || left(hex, 6), base || '-' || hex] END LOOP
    IF NOT EXISTS (SELECT 1 FROM seller_profiles WHERE slug = candidate AND user_id <> seller)
      AND NOT EXISTS (SELECT 1 FROM shop_slugs_retired WHERE slug = candidate AND seller_id <> seller) THEN
      RETURN candidate;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free shop slug for %', seller;
END $$;
--> statement-breakpoint
-- The shops so far, oldest first (the first of two same names keeps the plain slug); "on Souk since"
-- is the first approval the audit log holds, else the last status change of an active shop, else its
-- creation. Pending shops have no date until they are approved.
DO $$
DECLARE
  shop record;
BEGIN
  FOR shop IN SELECT user_id, business_name FROM seller_profiles ORDER BY created_at, user_id LOOP
    UPDATE seller_profiles SET slug = shop_slug(shop.business_name, shop.user_id) WHERE user_id = shop.user_id;
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE seller_profiles sp SET approved_at = coalesce(
  (SELECT min(a.created_at) FROM audit_log a WHERE a.entity = 'seller' AND a.action = 'approve' AND a.entity_id = sp.user_id::text),
  CASE WHEN sp.status = 'active' THEN sp.status_changed_at END,
  sp.created_at)
WHERE sp.status <> 'pending';
--> statement-breakpoint
ALTER TABLE "seller_profiles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_profiles_slug_key" ON "seller_profiles" USING btree ("slug");--> statement-breakpoint
-- Every way a shop is made or renamed (onboarding, staff, the seeds) gets its slug here: an insert
-- without one is given one; a new name gets a new slug, and the old one is kept to redirect from.
-- The first time a shop is active is its approval date, never moved after.
CREATE FUNCTION seller_profiles_shop_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.approved_at IS NULL AND NEW.status = 'active' THEN
    NEW.approved_at := coalesce(NEW.status_changed_at, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at END, now());
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.slug IS NULL OR NEW.slug = '' THEN
      NEW.slug := shop_slug(NEW.business_name, NEW.user_id);
    END IF;
  ELSIF NEW.business_name IS DISTINCT FROM OLD.business_name AND NEW.slug = OLD.slug THEN
    NEW.slug := shop_slug(NEW.business_name, NEW.user_id);
    IF NEW.slug <> OLD.slug THEN
      DELETE FROM shop_slugs_retired WHERE slug = NEW.slug;
      INSERT INTO shop_slugs_retired (slug, seller_id) VALUES (OLD.slug, OLD.user_id) ON CONFLICT (slug) DO NOTHING;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_profiles_shop_page BEFORE INSERT OR UPDATE ON seller_profiles FOR EACH ROW EXECUTE FUNCTION seller_profiles_shop_page();
--> statement-breakpoint
-- A shop's page and a product page's "More from this shop": the shop's best sellers on sale.
CREATE INDEX "products_shop_idx" ON "products" USING btree ("seller_id","sales_count" DESC NULLS FIRST,"id") WHERE "products"."status" = 'published' and "products"."seller_active";
