-- Issue 40: the catalogue's version kept in 32 slots, so writers of different products no longer
-- wait for each other on one row. Every change of a product (a Pay Now hold, a cart's stock change)
-- raised the version in the same row of `catalog_state`, and held that row until its transaction
-- had committed and flushed: the shop's stock changes committed one after another, each behind the
-- flush of the one before. Now a transaction raises the slot its transaction id picks (one slot per
-- transaction, so two writers never take two slots in opposite orders), and the version is the sum
-- of the slots: it still rises with every committed change and never goes back, and a snapshot that
-- sees more changes sees a larger sum. Slot 1 keeps the version so far; the others start at 0.
INSERT INTO "catalog_state" ("id", "version") SELECT slot, 0 FROM generate_series(2, 32) AS slot;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_catalog_version"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1 + txid_current() % 32;
  PERFORM pg_notify('sm_live', json_build_object('topic', 'catalog', 'id', 'catalog',
    'version', (SELECT sum("version") FROM "catalog_state"))::text);
END;
$$;
