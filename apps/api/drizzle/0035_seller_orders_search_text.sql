-- Issue 25: a seller's order search looks in one column of the shop's own parts instead of reading
-- each part's order and lines (448 orders and 437 line look-ups for one search of a large shop,
-- bench/README). The text is kept by PostgreSQL, so no write path can forget it.
ALTER TABLE "seller_orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- A part's searched text, lower case, each field apart from the next by the unit separator (which
-- the search strips from what it is given, so a search never matches across two fields): the order
-- number, the buyer's name, the phone, then each line's product name and SKU.
CREATE FUNCTION seller_order_search_text(part_order_id uuid, part_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(lower(concat_ws(chr(31),
    o.order_number,
    (o.shipping_address->>'firstName') || ' ' || (o.shipping_address->>'lastName'),
    o.shipping_address->>'phone',
    (SELECT string_agg(concat_ws(chr(31), i.name, i.sku), chr(31) ORDER BY i.id) FROM order_items i WHERE i.seller_order_id = part_id)
  )), '')
  FROM orders o WHERE o.id = part_order_id
$$;
--> statement-breakpoint
CREATE FUNCTION seller_orders_search_text_of_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce(seller_order_search_text(NEW.order_id, NEW.id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER seller_orders_search_text BEFORE INSERT ON seller_orders
  FOR EACH ROW EXECUTE FUNCTION seller_orders_search_text_of_new();
--> statement-breakpoint
-- Lines are written once, when the order is placed (their names and SKUs are what was bought), so
-- their insert is the only change to follow: once a statement, for the parts it added lines to.
CREATE FUNCTION seller_orders_search_text_of_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seller_orders s SET search_text = seller_order_search_text(s.order_id, s.id)
  WHERE s.id IN (SELECT seller_order_id FROM added);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_searched AFTER INSERT ON order_items REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION seller_orders_search_text_of_lines();
--> statement-breakpoint
CREATE FUNCTION seller_orders_search_text_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seller_orders s SET search_text = seller_order_search_text(s.order_id, s.id) WHERE s.order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_searched AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.order_number IS DISTINCT FROM NEW.order_number OR OLD.shipping_address IS DISTINCT FROM NEW.shipping_address)
  EXECUTE FUNCTION seller_orders_search_text_of_order();
--> statement-breakpoint
UPDATE seller_orders SET search_text = seller_order_search_text(order_id, id);
