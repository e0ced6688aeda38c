CREATE TABLE "question_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"language_id" uuid NOT NULL,
	"rules" jsonb NOT NULL,
	"size" integer NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_pools" ADD CONSTRAINT "question_pools_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_pools_created_idx" ON "question_pools" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "question_pools_search_text_idx" ON "question_pools" USING gin ("search_text" gin_trgm_ops);