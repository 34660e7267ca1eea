CREATE TABLE "competition_baselines" (
	"competition_id" integer NOT NULL,
	"influencer_id" text NOT NULL,
	"posts" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"comments" bigint NOT NULL,
	CONSTRAINT "competition_baselines_competition_id_influencer_id_pk" PRIMARY KEY("competition_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"required_participants" integer NOT NULL,
	"entry_price_cents" integer NOT NULL,
	"entries_count" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"baseline_at" timestamp with time zone,
	"winner_play_id" integer,
	"settled_at" timestamp with time zone,
	"prize_outcome" text,
	"prize_outcome_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competitions_status_check" CHECK ("competitions"."status" in ('waiting', 'active', 'completed', 'cancelled')),
	CONSTRAINT "competitions_entries_check" CHECK ("competitions"."entries_count" >= 0 and "competitions"."entries_count" <= "competitions"."required_participants")
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"influencer_ids" text[] NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"final_score" bigint,
	"rank" integer,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plays_five_influencers" CHECK (cardinality("plays"."influencer_ids") = 5)
);
--> statement-breakpoint
CREATE TABLE "daily_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"influencer_id" text NOT NULL,
	"date" date NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"posts" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"times_selected" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"avatar_url" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"followers" jsonb NOT NULL,
	"bio" text,
	"instagram_user_id" text,
	"pace" double precision DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metrics_snapshots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metrics_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"influencer_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"posts" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"comments" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_items_user_product_type_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "competition_baselines" ADD CONSTRAINT "competition_baselines_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_baselines" ADD CONSTRAINT "competition_baselines_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_scores" ADD CONSTRAINT "daily_scores_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics_snapshots" ADD CONSTRAINT "metrics_snapshots_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_one_open_per_product" ON "competitions" USING btree ("product_id") WHERE "competitions"."status" in ('waiting', 'active');--> statement-breakpoint
CREATE INDEX "competitions_status_start_idx" ON "competitions" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "competitions_status_end_idx" ON "competitions" USING btree ("status","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "plays_one_per_user_per_competition" ON "plays" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plays_user_idempotency_key" ON "plays" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "plays_user_idx" ON "plays" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_scores_influencer_date_key" ON "daily_scores" USING btree ("influencer_id","date");--> statement-breakpoint
CREATE INDEX "daily_scores_date_idx" ON "daily_scores" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "metrics_snapshots_influencer_taken_key" ON "metrics_snapshots" USING btree ("influencer_id","taken_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_prize_key" ON "cart_items" USING btree ("competition_id") WHERE "cart_items"."competition_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_type_key" ON "cart_items" USING btree ("user_id","product_id","type") WHERE "cart_items"."competition_id" is null;