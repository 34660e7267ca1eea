DROP INDEX "cart_items_user_product_type_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_type_size_key" ON "cart_items" USING btree ("user_id","product_id","type","size") WHERE "cart_items"."competition_id" is null;