CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo_url" text,
	"description" text,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_type" text DEFAULT 'sunglasses' NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"entry_price_cents" integer DEFAULT 100 NOT NULL,
	"max_contestants" integer DEFAULT 10 NOT NULL,
	"image_url" text,
	"description" text,
	"buy_now_enabled" boolean DEFAULT true NOT NULL,
	"bid_enabled" boolean DEFAULT false NOT NULL,
	"play_enabled" boolean DEFAULT false NOT NULL,
	"half_price_enabled" boolean DEFAULT false NOT NULL,
	"mystery_box_enabled" boolean DEFAULT false NOT NULL,
	"buy_one_play_free_enabled" boolean DEFAULT false NOT NULL,
	"donate_enabled" boolean DEFAULT false NOT NULL,
	"roast" text,
	"origin" text,
	"weight_grams" integer,
	"sku" text,
	"supplier" text,
	"supplier_contact" text,
	"supplier_country" text,
	"certifications" text,
	"compatible_machines" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "products_type_check" CHECK ("products"."product_type" in ('sunglasses', 'tshirt', 'shoe', 'book', 'coffee', 'tea', 'handbag')),
	CONSTRAINT "products_quantity_check" CHECK ("products"."quantity" >= 0),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" > 0),
	CONSTRAINT "products_entry_price_check" CHECK ("products"."entry_price_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_lower_key" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_live_type_idx" ON "products" USING btree ("product_type","id") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_created_idx" ON "products" USING btree ("created_at") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("price_cents") WHERE "products"."archived_at" is null;