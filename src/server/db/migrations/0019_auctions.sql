CREATE TABLE "auctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"start_price_cents" integer NOT NULL,
	"increment_cents" integer NOT NULL,
	"reserve_price_cents" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scheduled_ends_at" timestamp with time zone NOT NULL,
	"current_price_cents" integer NOT NULL,
	"leader_id" integer,
	"leader_max_cents" integer,
	"second_max_cents" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"bidder_count" integer DEFAULT 0 NOT NULL,
	"ending_soon_sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"winner_id" integer,
	"final_price_cents" integer,
	"order_id" integer,
	"payment_id" integer,
	"payment_due_at" timestamp with time zone,
	"runner_up_offered_at" timestamp with time zone,
	CONSTRAINT "auctions_status_check" CHECK ("auctions"."status" in ('open', 'ended', 'cancelled')),
	CONSTRAINT "auctions_outcome_check" CHECK ("auctions"."outcome" is null or "auctions"."outcome" in ('sold', 'no_sale', 'awaiting_payment')),
	CONSTRAINT "auctions_prices_check" CHECK ("auctions"."start_price_cents" > 0 and "auctions"."increment_cents" > 0 and ("auctions"."reserve_price_cents" is null or "auctions"."reserve_price_cents" >= "auctions"."start_price_cents")),
	CONSTRAINT "auctions_times_check" CHECK ("auctions"."ends_at" > "auctions"."starts_at"),
	CONSTRAINT "auctions_leader_check" CHECK (("auctions"."leader_id" is null) = ("auctions"."leader_max_cents" is null) and ("auctions"."leader_id" is null or "auctions"."current_price_cents" <= "auctions"."leader_max_cents"))
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"max_bid_cents" integer NOT NULL,
	"price_after_cents" integer NOT NULL,
	"leader_after_id" integer NOT NULL,
	"shown" boolean NOT NULL,
	"ends_at_after" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bids_amounts_check" CHECK ("bids"."max_bid_cents" > 0 and "bids"."price_after_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "cart_items_user_product_type_size_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "auction_id" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_leader_after_id_users_id_fk" FOREIGN KEY ("leader_after_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_one_open_per_product" ON "auctions" USING btree ("product_id") WHERE "auctions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "auctions_status_ends_idx" ON "auctions" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "auctions_product_created_idx" ON "auctions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_auction_user_key" ON "bids" USING btree ("auction_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bids_auction_idx" ON "bids" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "bids_user_idx" ON "bids" USING btree ("user_id","auction_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_auction_key" ON "cart_items" USING btree ("auction_id") WHERE "cart_items"."auction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_type_size_key" ON "cart_items" USING btree ("user_id","product_id","type","size") WHERE "cart_items"."competition_id" is null and "cart_items"."auction_id" is null;