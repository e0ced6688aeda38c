CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"skill" text NOT NULL,
	"level" smallint NOT NULL,
	"language_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"prompt_text" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guide" text,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(prompt_text, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('single', 'multiple', 'gap', 'free')),
	CONSTRAINT "questions_skill_check" CHECK ("questions"."skill" in ('listening', 'reading', 'speaking', 'writing', 'grammar', 'vocabulary')),
	CONSTRAINT "questions_level_check" CHECK ("questions"."level" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_language_idx" ON "questions" USING btree ("language_id","id");--> statement-breakpoint
CREATE INDEX "questions_level_idx" ON "questions" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "questions_search_text_idx" ON "questions" USING gin ("search_text" gin_trgm_ops);