-- Decision 0041 (the top of the hour, third pass): baselines and final counters are kept once per
-- (instant, influencer) in "metrics_marks" instead of once per (competition, influencer), and a
-- settled competition's ranks and final scores once per competition in "competition_standings"
-- instead of in each entry's row.
CREATE TABLE "competition_standings" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"play_ids" integer[] NOT NULL,
	"user_ids" integer[] NOT NULL,
	"scores" bigint[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics_marks" (
	"at" timestamp with time zone NOT NULL,
	"influencer_id" text NOT NULL,
	"posts" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"snapshot_id" bigint,
	"until" timestamp with time zone,
	CONSTRAINT "metrics_marks_at_influencer_id_pk" PRIMARY KEY("at","influencer_id")
);
--> statement-breakpoint
CREATE INDEX "metrics_marks_influencer_idx" ON "metrics_marks" USING btree ("influencer_id");--> statement-breakpoint
-- Published evidence must not change: competitions that started at the same instant always
-- recorded the same baseline for an influencer (one tick, one lookup), and those ending at the
-- same instant the same final snapshot. Should stored rows disagree, stop here rather than pick one.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "competition_baselines" b JOIN "competitions" c ON c."id" = b."competition_id"
    WHERE c."baseline_at" IS NOT NULL
    GROUP BY c."baseline_at", b."influencer_id"
    HAVING count(DISTINCT (b."posts", b."likes", b."shares", b."comments", b."snapshot_id")) > 1
  ) OR EXISTS (
    SELECT 1 FROM "competition_baselines" b JOIN "competitions" c ON c."id" = b."competition_id"
    WHERE b."final_snapshot_id" IS NOT NULL
    GROUP BY c."end_time", b."influencer_id"
    HAVING count(DISTINCT b."final_snapshot_id") > 1
  ) THEN
    RAISE EXCEPTION 'competition_baselines disagree for one instant and influencer: not migrated';
  END IF;
END
$$;--> statement-breakpoint
INSERT INTO "metrics_marks" ("at", "influencer_id", "posts", "likes", "shares", "comments", "snapshot_id", "until")
SELECT c."baseline_at", b."influencer_id", min(b."posts"), min(b."likes"), min(b."shares"),
  min(b."comments"), min(b."snapshot_id"), max(c."end_time")
FROM "competition_baselines" b JOIN "competitions" c ON c."id" = b."competition_id"
WHERE c."baseline_at" IS NOT NULL
GROUP BY c."baseline_at", b."influencer_id";--> statement-breakpoint
INSERT INTO "metrics_marks" ("at", "influencer_id", "posts", "likes", "shares", "comments", "snapshot_id")
SELECT DISTINCT c."end_time", b."influencer_id", s."posts", s."likes", s."shares", s."comments", s."id"
FROM "competition_baselines" b
JOIN "competitions" c ON c."id" = b."competition_id"
JOIN "metrics_snapshots" s ON s."id" = b."final_snapshot_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "competition_standings" ("competition_id", "play_ids", "user_ids", "scores")
SELECT "competition_id", array_agg("id" ORDER BY "rank"), array_agg("user_id" ORDER BY "rank"),
  array_agg("final_score" ORDER BY "rank")
FROM "plays"
WHERE "rank" IS NOT NULL AND "refunded_at" IS NULL
GROUP BY "competition_id";--> statement-breakpoint
-- The snapshot guard of migrations 0021 and 0026, reading the marks: a snapshot a mark records
-- (a started game's baseline or a settled one's final counters), or one of a marked influencer
-- taken after a baseline mark and at or before the end of the games starting from it, can't be
-- updated or deleted.
CREATE OR REPLACE FUNCTION "metrics_snapshots_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "metrics_marks" m
    WHERE m."influencer_id" = OLD."influencer_id"
      AND (m."snapshot_id" = OLD."id" OR (OLD."taken_at" > m."at" AND OLD."taken_at" <= m."until"))
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
$$;--> statement-breakpoint
DROP TABLE "competition_baselines" CASCADE;--> statement-breakpoint
ALTER TABLE "plays" DROP COLUMN "final_score";--> statement-breakpoint
ALTER TABLE "plays" DROP COLUMN "rank";--> statement-breakpoint
-- Settling no longer updates the entries (migration 0020 left half of each page free for that):
-- pages written from now on are filled, so the tick's scans of the entries read half as many.
ALTER TABLE "plays" RESET (fillfactor);
