CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_audience_idx" ON "notifications" USING btree ("audience","created_at" DESC NULLS LAST) WHERE "notifications"."audience" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_user_or_an_audience" CHECK (("notifications"."user_id" is null) <> ("notifications"."audience" is null));--> statement-breakpoint
ALTER TABLE "competition_baselines" DROP CONSTRAINT "competition_baselines_competition_id_competitions_id_fk";
--> statement-breakpoint
ALTER TABLE "competition_baselines" DROP CONSTRAINT "competition_baselines_influencer_id_influencers_id_fk";--> statement-breakpoint
-- Decision 0037: every process keeps the catalogue version in memory; the trigger that raises it
-- also tells every process (the live bus's channel, delivered when the change commits).
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('sm_live', json_build_object('topic', 'catalog', 'id', 'catalog', 'version', next_version)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Decision 0037: settling a game updates every entry's final score and rank once; with half of each
-- page left free those updates stay on their page (HOT) and leave the four indexes alone. Applies to
-- pages written from now on.
ALTER TABLE "plays" SET (fillfactor = 50);
