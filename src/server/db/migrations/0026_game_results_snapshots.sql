ALTER TABLE "game_baselines" ADD COLUMN "snapshot_id" bigint;--> statement-breakpoint
ALTER TABLE "game_baselines" ADD COLUMN "final_snapshot_id" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "commitment_sha256" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "commitment_created_at" timestamp with time zone;