-- Decision 0044 (the start's commitment kept as entries arrive): each competition carries the
-- running SHA-256 chain over its paid entries and the sorted set of influencers they chose, both
-- advanced in each entry's payment transaction. Existing competitions that already have entries
-- get no chain (null): their start commits to the entries themselves, as before; empty ones start
-- a chain with their first entry.
ALTER TABLE "competitions" ADD COLUMN "entries_chain" text;--> statement-breakpoint
ALTER TABLE "competitions" ALTER COLUMN "entries_chain" SET DEFAULT '';--> statement-breakpoint
UPDATE "competitions" SET "entries_chain" = '' WHERE "entries_count" = 0;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "chosen_influencer_ids" text[] DEFAULT '{}' NOT NULL;
