CREATE TABLE "semesters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"value" integer NOT NULL,
	"begin" date NOT NULL,
	"end" date NOT NULL,
	"school_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exam_type" boolean DEFAULT false NOT NULL,
	"exam_modalities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "semesters_begin_idx" ON "semesters" USING btree ("begin","value");