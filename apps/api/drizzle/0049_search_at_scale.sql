ALTER TABLE "products" ADD COLUMN "staff_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_staff_search_trgm_idx" ON "products" USING gin ("staff_search_text" gin_trgm_ops);--> statement-breakpoint
-- Issue 42: the staff product table's keyword looks in one column of the product: its search text
-- (names, brand, categories) and every variant's SKU, lower case, kept by PostgreSQL so no write
-- path can forget it. "SK-" (a part of every SKU) then walks the table's own order and stops after
-- a page, instead of listing every variant's product first. Stock moves (UPDATE of a variant's quantity)
-- leave it alone: only a SKU written or a variant added or removed recomputes it.
CREATE FUNCTION product_staff_search_text(product uuid, searched text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', searched,
    (SELECT string_agg(v.sku, ' ' ORDER BY v.sort_order, v.id) FROM product_variants v WHERE v.product_id = product)))
$$;
--> statement-breakpoint
CREATE FUNCTION products_staff_search_text_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.staff_search_text := product_staff_search_text(NEW.id, NEW.search_text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_staff_search_text BEFORE INSERT OR UPDATE OF search_text ON products
  FOR EACH ROW EXECUTE FUNCTION products_staff_search_text_of_row();
--> statement-breakpoint
-- Variants added or removed: once a statement, for the products it touched.
CREATE FUNCTION products_staff_search_text_of_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET staff_search_text = product_staff_search_text(p.id, p.search_text)
    WHERE p.id IN (SELECT product_id FROM old_variants);
  ELSE
    UPDATE products p SET staff_search_text = product_staff_search_text(p.id, p.search_text)
    WHERE p.id IN (SELECT product_id FROM new_variants);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_searched_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_variants
  FOR EACH STATEMENT EXECUTE FUNCTION products_staff_search_text_of_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_searched_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_variants
  FOR EACH STATEMENT EXECUTE FUNCTION products_staff_search_text_of_variants();
--> statement-breakpoint
-- A variant's SKU written again (or moved to another product): only then, not on a stock move.
CREATE FUNCTION products_staff_search_text_of_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET staff_search_text = product_staff_search_text(p.id, p.search_text)
  WHERE p.id IN (OLD.product_id, NEW.product_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_searched_update AFTER UPDATE ON product_variants FOR EACH ROW
  WHEN (OLD.sku IS DISTINCT FROM NEW.sku OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION products_staff_search_text_of_variant();
--> statement-breakpoint
UPDATE products SET staff_search_text = product_staff_search_text(id, search_text);
--> statement-breakpoint
-- Issue 42: an index that ranks, where the server has the RUM extension (Debian's
-- postgresql-15-rum): search then orders inside the index (`search_vector <=> query`) and reads
-- only the page it returns. Without the extension (PGlite, a managed server without it) nothing is
-- made and search ranks a bounded set of candidates instead (catalog.service.ts rankedSearch). An
-- operator who installs the extension later runs these two statements by hand (docs/decisions/0027).
-- RUM is not a trusted extension: a role that may not create it leaves search on the bounded query.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    CREATE INDEX IF NOT EXISTS products_search_rum_idx ON products USING rum (search_vector rum_tsvector_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'rum not created (%): search ranks a bounded set of candidates instead', SQLERRM;
END $$;
--> statement-breakpoint
-- Issue 42: search without an index that ranks (PGlite, a server without RUM) reads the matches of
-- a common word in the storefront's featured order and ranks the first 2,000 (rankedSearch). This
-- is products_featured_idx's order carrying what a search reads and filters on, so that walk reads
-- the index alone (an index-only scan), never a product row, however many products do not match:
-- 51 MB at 100,000 products. Drizzle cannot declare INCLUDE columns, so it is written here.
CREATE INDEX IF NOT EXISTS products_search_walk_idx ON products
  (is_featured DESC, sales_count DESC, created_at DESC, id)
  INCLUDE (search_vector, brand_id, category_id, sub_category_id, seller_id, min_price_cents,
    rating_average, gender, max_discount_percent, name, name_ar)
  WHERE status = 'published' AND seller_active;
