ALTER TABLE "game_baselines" ADD COLUMN "snapshot_id" bigint;--> statement-breakpoint
ALTER TABLE "game_baselines" ADD COLUMN "final_snapshot_id" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "commitment_sha256" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "commitment_created_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "game_baselines_influencer_idx" ON "game_baselines" USING btree ("influencer_id");--> statement-breakpoint
-- Nothing changes after the start, for rooms and free-play games too (issue 18): the guard of
-- migration 0021 also refuses changing a snapshot a started (playing or finished) game uses: its
-- baseline or final snapshot, or any snapshot of one of its baselines' influencers in its window.
CREATE OR REPLACE FUNCTION "metrics_snapshots_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ) OR EXISTS (
    SELECT 1 FROM "game_baselines" b
    JOIN "games" g ON g."id" = b."game_id"
    WHERE b."influencer_id" = OLD."influencer_id"
      AND g."status" IN ('playing', 'finished')
      AND (
        b."snapshot_id" = OLD."id"
        OR b."final_snapshot_id" = OLD."id"
        OR (OLD."taken_at" > g."started_at" AND (g."ends_at" IS NULL OR OLD."taken_at" <= g."ends_at"))
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
$$;
