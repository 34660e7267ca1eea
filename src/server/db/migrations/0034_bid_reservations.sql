-- Issue 37 item 4: limits count what was spent. A bid's row is a reservation (the most a win can
-- charge) that is released when the bidder is outbid or the auction ends; a won auction counts
-- what its charge took ('auction').
ALTER TABLE "play_spending" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "play_spending" DROP CONSTRAINT "play_spending_kind_check";--> statement-breakpoint
ALTER TABLE "play_spending" ADD CONSTRAINT "play_spending_kind_check" CHECK ("play_spending"."kind" in ('entry', 'bid', 'auction'));
