-- Pay Now takes its units into a hold in one statement before the order's transaction (the drop:
-- thousands of shoppers on one product's row), so the row is held for that statement only. The
-- order deletes its hold when it commits; a failed one gives the units back; the scheduler gives
-- back a hold past its expiry (a process that died mid-order).
CREATE TABLE "stock_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_quantity_check" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_expires_at_idx" ON "stock_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stock_holds_user_key_idx" ON "stock_holds" USING btree ("user_id","idempotency_key");