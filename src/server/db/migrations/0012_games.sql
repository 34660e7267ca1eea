CREATE TABLE "game_baselines" (
	"game_id" text NOT NULL,
	"influencer_id" text NOT NULL,
	"posts" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"comments" bigint NOT NULL,
	CONSTRAINT "game_baselines_game_id_influencer_id_pk" PRIMARY KEY("game_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" text NOT NULL,
	"user_id" integer,
	"guest_id" integer,
	"name" text NOT NULL,
	"influencer_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"final_score" bigint,
	"rank" integer,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_players_identity_check" CHECK (("game_players"."user_id" is null) <> ("game_players"."guest_id" is null)),
	CONSTRAINT "game_players_team_check" CHECK (cardinality("game_players"."influencer_ids") <= 5)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"host_player_id" integer,
	"max_players" integer NOT NULL,
	"prize" text,
	"duration_seconds" integer NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"winner_player_id" integer,
	"baselines_from_metrics" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('waiting', 'playing', 'finished')),
	CONSTRAINT "games_kind_check" CHECK ("games"."kind" in ('free_play', 'room'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "game_baselines" ADD CONSTRAINT "game_baselines_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_baselines" ADD CONSTRAINT "game_baselines_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_user_key" ON "game_players" USING btree ("game_id","user_id") WHERE "game_players"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_guest_key" ON "game_players" USING btree ("game_id","guest_id") WHERE "game_players"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "games_kind_status_idx" ON "games" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "games_status_ends_idx" ON "games" USING btree ("status","ends_at");