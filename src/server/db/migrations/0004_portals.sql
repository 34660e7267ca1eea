CREATE TABLE "business_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text DEFAULT 'Laguna Beach' NOT NULL,
	"zip_code" text NOT NULL,
	"business_type" text NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"instagram_handle" text,
	"terms_agreed" boolean NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_applications_type_check" CHECK ("business_applications"."business_type" in ('retail', 'restaurant', 'gallery', 'service', 'hotel', 'other')),
	CONSTRAINT "business_applications_terms_check" CHECK ("business_applications"."terms_agreed")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by" integer,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"target_audience" text NOT NULL,
	"budget_cents" integer DEFAULT 0 NOT NULL,
	"duration_days" integer DEFAULT 7 NOT NULL,
	"objective" text DEFAULT 'engagement' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_budget_check" CHECK ("campaigns"."budget_cents" >= 0),
	CONSTRAINT "campaigns_duration_check" CHECK ("campaigns"."duration_days" between 1 and 365),
	CONSTRAINT "campaigns_objective_check" CHECK ("campaigns"."objective" in ('awareness', 'traffic', 'engagement', 'leads', 'sales'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_applications_created_idx" ON "business_applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at" DESC NULLS LAST);