ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every UPDATE of a product row raises its version, whoever writes it (admin forms, checkout's stock
-- decrement, a cancel's restock, a competition's hold or release), so If-Match on an admin save
-- catches every change made since the form was loaded. Clients cannot set it: NEW.version is
-- always derived from OLD.
CREATE FUNCTION "bump_product_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_bump_version" BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "bump_product_version"();
