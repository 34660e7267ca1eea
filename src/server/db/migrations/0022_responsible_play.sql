CREATE TABLE "play_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_limit_cents" integer,
	"monthly_limit_cents" integer,
	"pending_daily" boolean DEFAULT false NOT NULL,
	"pending_daily_cents" integer,
	"pending_monthly" boolean DEFAULT false NOT NULL,
	"pending_monthly_cents" integer,
	"pending_effective_at" timestamp with time zone,
	"cool_off_until" timestamp with time zone,
	"self_excluded_at" timestamp with time zone,
	"age_confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limits_amounts_check" CHECK (coalesce("play_limits"."daily_limit_cents", 0) >= 0 and coalesce("play_limits"."monthly_limit_cents", 0) >= 0 and coalesce("play_limits"."pending_daily_cents", 0) >= 0 and coalesce("play_limits"."pending_monthly_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "play_spending" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_spending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"competition_id" integer,
	"play_id" integer,
	"auction_id" integer,
	"max_bid_cents" integer,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_spending_kind_check" CHECK ("play_spending"."kind" in ('entry', 'bid')),
	CONSTRAINT "play_spending_amount_check" CHECK ("play_spending"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_spending" ADD CONSTRAINT "play_spending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_spending_user_time_idx" ON "play_spending" USING btree ("user_id","created_at");--> statement-breakpoint
-- The entries and bids made before this migration count as they would have (decision 0039).
INSERT INTO "play_spending" ("user_id", "kind", "product_id", "competition_id", "play_id", "amount_cents", "created_at")
SELECT p."user_id", 'entry', p."product_id", p."competition_id", p."id", c."entry_price_cents", p."paid_at"
FROM "plays" p JOIN "competitions" c ON c."id" = p."competition_id";--> statement-breakpoint
INSERT INTO "play_spending" ("user_id", "kind", "product_id", "auction_id", "max_bid_cents", "amount_cents", "created_at")
SELECT b."user_id", 'bid', a."product_id", b."auction_id", b."max_bid_cents",
  greatest(0, (b."max_bid_cents" + (b."max_bid_cents" * 8 + 50) / 100) - coalesce(max(b."max_bid_cents" + (b."max_bid_cents" * 8 + 50) / 100) OVER (PARTITION BY b."user_id", b."auction_id" ORDER BY b."created_at", b."id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)),
  b."created_at"
FROM "bids" b JOIN "auctions" a ON a."id" = b."auction_id";
