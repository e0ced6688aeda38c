DROP INDEX "students_name_idx";--> statement-breakpoint
DROP INDEX "students_company_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "students_company_idx" ON "students" USING btree ("company_id","sort_name","id");