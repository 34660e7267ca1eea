-- A product's stock is followed live on `product:{id}` (its page shows 'sold out' the moment the
-- last unit goes). Every change of a product's quantity, whoever writes it (an order, a cancel's
-- restock, a competition's hold, an admin's edit), NOTIFYs the live channel in the writing
-- transaction, so the event goes out when it commits and never when it rolls back. The version is
-- the row's own (raised by every UPDATE, migration 0015): watchers ignore an older one.
CREATE FUNCTION "publish_product_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sm_live', json_build_object(
    'topic', 'product:' || NEW."id",
    'id', NEW."id"::text,
    'version', NEW."version",
    'sentAt', floor(extract(epoch from clock_timestamp()) * 1000)
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_publish_stock" AFTER UPDATE OF "quantity" ON "products"
  FOR EACH ROW WHEN (OLD."quantity" IS DISTINCT FROM NEW."quantity")
  EXECUTE FUNCTION "publish_product_stock"();
