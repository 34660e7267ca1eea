-- Issue 35 item 3 (decision 0060): every game has a fill deadline. A game that has not filled by
-- then is cancelled and every entry refunded; an empty one gets a new deadline. Waiting games that
-- have not filled get the default window (72 hours) from when this migration runs, so no player
-- finds their game closed sooner than the new rule promises; the rest keep a deadline for the
-- record (their creation plus the window) that no longer decides anything.
ALTER TABLE "competitions" ADD COLUMN "fill_deadline" timestamp with time zone;--> statement-breakpoint
UPDATE "competitions" SET "fill_deadline" = CASE
  WHEN "status" = 'waiting' AND "start_time" IS NULL THEN greatest("created_at", now()) + interval '72 hours'
  ELSE "created_at" + interval '72 hours'
END;--> statement-breakpoint
ALTER TABLE "competitions" ALTER COLUMN "fill_deadline" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "competitions_fill_deadline_idx" ON "competitions" USING btree ("fill_deadline") WHERE "status" = 'waiting' AND "start_time" IS NULL;
