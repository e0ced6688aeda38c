CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_id" uuid NOT NULL,
	"content" text NOT NULL,
	"type" smallint NOT NULL,
	"level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_type_check" CHECK ("content_items"."type" in (2, 3)),
	CONSTRAINT "content_items_level_check" CHECK ("content_items"."level" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "content_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"level" smallint NOT NULL,
	"language_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_titles_level_check" CHECK ("content_titles"."level" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"course_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "course_modules_course_id_position_pk" PRIMARY KEY("course_id","position")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_level_check" CHECK ("modules"."level" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_title_id_content_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."content_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_titles" ADD CONSTRAINT "content_titles_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_title_idx" ON "content_items" USING btree ("title_id","type");--> statement-breakpoint
CREATE INDEX "content_titles_level_idx" ON "content_titles" USING btree ("level","language_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "course_modules_course_module_key" ON "course_modules" USING btree ("course_id","module_id");--> statement-breakpoint
CREATE INDEX "course_modules_module_idx" ON "course_modules" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_search_text_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "modules_name_idx" ON "modules" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "modules_level_idx" ON "modules" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "modules_created_idx" ON "modules" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "modules_search_text_idx" ON "modules" USING gin ("search_text" gin_trgm_ops);