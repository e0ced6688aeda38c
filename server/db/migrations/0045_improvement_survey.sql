ALTER TABLE "improvements" ADD COLUMN "survey_id" uuid;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvements_survey_idx" ON "improvements" USING btree ("survey_id");--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_survey_check" CHECK ("improvements"."origin" = 'survey' or "improvements"."survey_id" is null);