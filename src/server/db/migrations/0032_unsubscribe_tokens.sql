-- Decision 0061 (issue 36): an email's unsubscribe token is bound to one kind of notice. One token
-- per user and kind, made when the first email of that kind with a link is sent. The older
-- per-user token (notification_preferences.unsubscribe_token) is no longer honoured; the column
-- stays for a release so the previous version keeps working during a rolling upgrade.
CREATE TABLE "unsubscribe_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "unsubscribe_tokens_user_kind_key" ON "unsubscribe_tokens" USING btree ("user_id","kind");
