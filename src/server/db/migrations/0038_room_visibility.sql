-- Issue 37 item 10: a room is public (listed in the lobby) or private (joined only by its Game ID).
ALTER TABLE "games" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_visibility_check" CHECK ("games"."visibility" in ('public', 'private'));
