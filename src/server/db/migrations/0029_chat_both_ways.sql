-- Decision 0057 (chat, both ways, or the money back): an influencer profile may be linked to one
-- user account, which reads and answers the chats shoppers paid for. Messages say who wrote them
-- (the shopper, or the influencer's account) and when the other side read them. Each unlock keeps
-- when its first message was sent (the reply deadline runs from it), when the influencer first
-- replied, when an unanswered chat was refunded, and whether the influencer blocked the shopper.
-- Reports of conversations are kept for the admins.
ALTER TABLE "influencers" ADD COLUMN "account_user_id" integer;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_account_user_id_key" ON "influencers" USING btree ("account_user_id") WHERE "influencers"."account_user_id" is not null;--> statement-breakpoint
ALTER TABLE "influencer_messages" ADD COLUMN "sender" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencer_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "influencer_messages" ADD CONSTRAINT "influencer_messages_sender_check" CHECK ("influencer_messages"."sender" in ('shopper', 'influencer'));--> statement-breakpoint
CREATE INDEX "influencer_messages_inbox_idx" ON "influencer_messages" USING btree ("influencer_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "chat_unlocks" ADD COLUMN "first_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_unlocks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_unlocks" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_unlocks" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
-- Chats whose first message is waiting for a reply: what the scheduler's sweep reads.
CREATE INDEX "chat_unlocks_awaiting_reply_idx" ON "chat_unlocks" USING btree ("first_message_at") WHERE "chat_unlocks"."replied_at" is null and "chat_unlocks"."refunded_at" is null and "chat_unlocks"."first_message_at" is not null;--> statement-breakpoint
-- Existing chats: their first stored message starts the deadline from now on (never in the past,
-- so no chat bought before this change is refunded the moment it is deployed).
UPDATE "chat_unlocks" u SET "first_message_at" = greatest(m.first_at, now())
  FROM (SELECT "user_id", "influencer_id", min("created_at") AS first_at FROM "influencer_messages" GROUP BY 1, 2) m
  WHERE m."user_id" = u."user_id" AND m."influencer_id" = u."influencer_id";--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"influencer_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"reported_by" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reports_created_idx" ON "chat_reports" USING btree ("created_at");
