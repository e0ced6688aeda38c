CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"language_area" smallint NOT NULL,
	"referent_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_language_area_check" CHECK ("companies"."language_area" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"firstname" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"company_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "students_name_idx";--> statement-breakpoint
DROP INDEX "students_created_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_referent_id_customers_id_fk" FOREIGN KEY ("referent_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "companies_area_name_idx" ON "companies" USING btree ("language_area",f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country");--> statement-breakpoint
CREATE INDEX "companies_referent_idx" ON "companies" USING btree ("referent_id");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin (f_unaccent(lower(coalesce(name, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "customers_firstname_idx" ON "customers" USING btree (f_unaccent(lower("firstname")),"id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (f_unaccent(lower("email")),"id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id",f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(firstname, '') || ' ' || coalesce(email, ''))) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree (f_unaccent(lower("email")),"id");--> statement-breakpoint
CREATE INDEX "students_firstname_idx" ON "students" USING btree (f_unaccent(lower("firstname")),"id");--> statement-breakpoint
CREATE INDEX "students_level_idx" ON "students" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "students_company_idx" ON "students" USING btree ("company_id",f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_level_check" CHECK ("students"."level" between 0 and 6);