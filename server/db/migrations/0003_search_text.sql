DROP INDEX "staff_search_idx";--> statement-breakpoint
DROP INDEX "companies_search_idx";--> statement-breakpoint
DROP INDEX "customers_search_idx";--> statement-breakpoint
DROP INDEX "students_search_idx";--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(firstname, '') || ' ' || coalesce(email, '')))) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(firstname, '') || ' ' || coalesce(email, '')))) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(firstname, '') || ' ' || coalesce(email, '')))) STORED;--> statement-breakpoint
CREATE INDEX "staff_search_text_idx" ON "staff" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_text_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_text_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_search_text_idx" ON "students" USING gin ("search_text" gin_trgm_ops);