ALTER TABLE "exam_subjects" ADD COLUMN "pool_id" uuid;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_pool_id_question_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."question_pools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_subjects_pool_idx" ON "exam_subjects" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "exam_subjects_created_idx" ON "exam_subjects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_search_text_idx" ON "exam_subjects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_pool_check" CHECK ("exam_subjects"."modality" = 'Quiz automatisé' or "exam_subjects"."pool_id" is null);