ALTER TABLE "competition_baselines" ADD COLUMN "snapshot_id" bigint;--> statement-breakpoint
ALTER TABLE "competition_baselines" ADD COLUMN "final_snapshot_id" bigint;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "commitment_sha256" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "commitment_created_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "competition_baselines_influencer_idx" ON "competition_baselines" USING btree ("influencer_id");--> statement-breakpoint
-- Nothing changes after the start (issue 18): a snapshot a started game is scored from (its
-- baseline or final snapshot, or any snapshot of a chosen influencer inside a started game's
-- window) can't be updated or deleted.
CREATE FUNCTION "metrics_snapshots_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "competition_baselines" b
    JOIN "competitions" c ON c."id" = b."competition_id"
    WHERE b."influencer_id" = OLD."influencer_id"
      AND c."status" IN ('active', 'completed')
      AND (
        b."snapshot_id" = OLD."id"
        OR b."final_snapshot_id" = OLD."id"
        OR (OLD."taken_at" > c."baseline_at" AND (c."end_time" IS NULL OR OLD."taken_at" <= c."end_time"))
      )
  ) THEN
    RAISE EXCEPTION 'metrics snapshot % is used by a started game and cannot be changed', OLD."id"
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "metrics_snapshots_guard" BEFORE UPDATE OR DELETE ON "metrics_snapshots"
  FOR EACH ROW EXECUTE FUNCTION "metrics_snapshots_guard"();--> statement-breakpoint
-- A paid entry's team, player, game and payment time never change.
CREATE FUNCTION "plays_team_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a paid entry''s team cannot change (play %)', OLD."id"
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "plays_team_guard" BEFORE UPDATE ON "plays"
  FOR EACH ROW WHEN (
    OLD."influencer_ids" IS DISTINCT FROM NEW."influencer_ids"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."competition_id" IS DISTINCT FROM NEW."competition_id"
    OR OLD."paid_at" IS DISTINCT FROM NEW."paid_at"
  ) EXECUTE FUNCTION "plays_team_guard"();
