-- Issue 40: a statement that changed no product or brand no longer raises the catalogue's version.
-- The triggers ran for every statement, one that matched no row too: each refused Pay Now of a
-- sold-out drop (its hold's UPDATE takes nothing) raised the version, NOTIFYed every process to
-- drop its catalogue from memory and committed a write, one refusal after another on the version's
-- row. Now INSERT, UPDATE and DELETE raise it when their statement changed a row (their
-- transition table holds one); TRUNCATE, which has none, always does.
CREATE FUNCTION "raise_catalog_version"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('sm_live', json_build_object('topic', 'catalog', 'id', 'catalog', 'version', next_version)::text);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_catalog_version"();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM "raise_catalog_version"();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_bump_catalog_version" ON "products";
--> statement-breakpoint
DROP TRIGGER "brands_bump_catalog_version" ON "brands";
--> statement-breakpoint
CREATE TRIGGER "products_inserted_bump_catalog_version" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_updated_bump_catalog_version" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_deleted_bump_catalog_version" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_truncated_bump_catalog_version" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "brands_inserted_bump_catalog_version" AFTER INSERT ON "brands"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_updated_bump_catalog_version" AFTER UPDATE ON "brands"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_deleted_bump_catalog_version" AFTER DELETE ON "brands"
  REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_truncated_bump_catalog_version" AFTER TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
