CREATE TABLE "admin_pin" (
	"id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "elevated_until" timestamp with time zone;