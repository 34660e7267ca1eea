-- Decision 0063 (issue 35 item 2): buy one, play free. An order that paid for a product with the
-- flag on earns one free entry into its next game, held here until an entry uses it. A free entry
-- has no payment: plays.payment_id becomes nullable and such an entry keeps its $0 invoice in
-- plays.invoice_id. Existing rows are unchanged (migration 0030 turned the flag off everywhere).
CREATE TABLE "free_entry_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_entry_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone,
	"play_id" integer,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "free_entry_credits_use_check" CHECK (("free_entry_credits"."play_id" is null) = ("free_entry_credits"."used_at" is null)),
	CONSTRAINT "free_entry_credits_void_check" CHECK ("free_entry_credits"."voided_at" is null or "free_entry_credits"."play_id" is null)
);
--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "free_entry_credits" ADD CONSTRAINT "free_entry_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_entry_credits" ADD CONSTRAINT "free_entry_credits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_entry_credits" ADD CONSTRAINT "free_entry_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_entry_credits" ADD CONSTRAINT "free_entry_credits_play_id_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."plays"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_entry_credits_order_product_key" ON "free_entry_credits" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "free_entry_credits_play_key" ON "free_entry_credits" USING btree ("play_id");--> statement-breakpoint
CREATE INDEX "free_entry_credits_unused_idx" ON "free_entry_credits" USING btree ("user_id","product_id") WHERE "free_entry_credits"."play_id" is null and "free_entry_credits"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
