CREATE TABLE "elearning_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"semester" smallint,
	"elearning_minutes" integer DEFAULT 0 NOT NULL,
	"presential_minutes" integer DEFAULT 0 NOT NULL,
	"duration_target_minutes" integer DEFAULT 0 NOT NULL,
	"elearning_target" real DEFAULT 0 NOT NULL,
	"elearning_attempts" real DEFAULT 0 NOT NULL,
	"elearning_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"programme" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evaluations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resource_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"exam" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elearning_details_minutes_check" CHECK ("elearning_details"."elearning_minutes" >= 0 and "elearning_details"."presential_minutes" >= 0 and "elearning_details"."duration_target_minutes" >= 0),
	CONSTRAINT "elearning_details_percent_check" CHECK ("elearning_details"."elearning_target" between 0 and 100 and "elearning_details"."elearning_attempts" between 0 and 100),
	CONSTRAINT "elearning_details_semester_check" CHECK ("elearning_details"."semester" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "group_contents" (
	"group_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL,
	CONSTRAINT "group_contents_group_id_content_item_id_pk" PRIMARY KEY("group_id","content_item_id")
);
--> statement-breakpoint
CREATE TABLE "group_courses" (
	"group_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "group_courses_group_id_course_id_pk" PRIMARY KEY("group_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "group_grades" (
	"group_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"test" text NOT NULL,
	"skill" text NOT NULL,
	"score" real NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"graded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_grades_group_id_student_id_test_skill_pk" PRIMARY KEY("group_id","student_id","test","skill"),
	CONSTRAINT "group_grades_score_check" CHECK ("group_grades"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "group_objectives" (
	"group_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "group_objectives_group_id_objective_id_pk" PRIMARY KEY("group_id","objective_id")
);
--> statement-breakpoint
CREATE TABLE "group_objectives_reached" (
	"group_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_objectives_reached_group_id_student_id_objective_id_pk" PRIMARY KEY("group_id","student_id","objective_id")
);
--> statement-breakpoint
CREATE TABLE "group_resources" (
	"group_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"suggested" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "group_resources_group_id_resource_id_pk" PRIMARY KEY("group_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "group_students" (
	"group_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"planned_minutes" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_students_group_id_student_id_pk" PRIMARY KEY("group_id","student_id"),
	CONSTRAINT "group_students_planned_check" CHECK ("group_students"."planned_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_teachers" (
	"group_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "group_teachers_group_id_staff_id_pk" PRIMARY KEY("group_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"level" smallint NOT NULL,
	"language_id" uuid NOT NULL,
	"typeoftraining" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"typeoflanguage" text,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"begin_date" date,
	"end_date" date,
	"at_company" boolean DEFAULT false NOT NULL,
	"middle_test" boolean DEFAULT false NOT NULL,
	"end_test" boolean DEFAULT false NOT NULL,
	"typeofexam" text,
	"semester" smallint,
	"writer_comment" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_level_check" CHECK ("groups"."level" between 0 and 6),
	CONSTRAINT "groups_semester_check" CHECK ("groups"."semester" between 0 and 10),
	CONSTRAINT "groups_duration_check" CHECK ("groups"."duration_minutes" >= 0),
	CONSTRAINT "groups_dates_check" CHECK ("groups"."begin_date" is null or "groups"."end_date" is null or "groups"."begin_date" <= "groups"."end_date")
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "elearning_details" ADD CONSTRAINT "elearning_details_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_details" ADD CONSTRAINT "elearning_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_contents" ADD CONSTRAINT "group_contents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_contents" ADD CONSTRAINT "group_contents_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_courses" ADD CONSTRAINT "group_courses_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_courses" ADD CONSTRAINT "group_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_grades" ADD CONSTRAINT "group_grades_graded_by_staff_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_grades" ADD CONSTRAINT "group_grades_member_fk" FOREIGN KEY ("group_id","student_id") REFERENCES "public"."group_students"("group_id","student_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_objectives" ADD CONSTRAINT "group_objectives_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_objectives" ADD CONSTRAINT "group_objectives_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_objectives_reached" ADD CONSTRAINT "group_objectives_reached_student_fk" FOREIGN KEY ("group_id","student_id") REFERENCES "public"."group_students"("group_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_objectives_reached" ADD CONSTRAINT "group_objectives_reached_objective_fk" FOREIGN KEY ("group_id","objective_id") REFERENCES "public"."group_objectives"("group_id","objective_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_resources" ADD CONSTRAINT "group_resources_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_resources" ADD CONSTRAINT "group_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teachers" ADD CONSTRAINT "group_teachers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teachers" ADD CONSTRAINT "group_teachers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "elearning_details_group_key" ON "elearning_details" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "elearning_details_company_idx" ON "elearning_details" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "group_contents_item_idx" ON "group_contents" USING btree ("content_item_id");--> statement-breakpoint
CREATE INDEX "group_courses_course_idx" ON "group_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "group_grades_student_idx" ON "group_grades" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "group_objectives_objective_idx" ON "group_objectives" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "group_resources_resource_idx" ON "group_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "group_students_student_idx" ON "group_students" USING btree ("student_id","group_id");--> statement-breakpoint
CREATE INDEX "group_teachers_staff_idx" ON "group_teachers" USING btree ("staff_id","group_id");--> statement-breakpoint
CREATE INDEX "groups_company_idx" ON "groups" USING btree ("company_id",f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "groups_name_idx" ON "groups" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "groups_begin_idx" ON "groups" USING btree ("begin_date","id");--> statement-breakpoint
CREATE INDEX "groups_created_idx" ON "groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "groups_search_text_idx" ON "groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "objectives_name_key" ON "objectives" USING btree (f_unaccent(lower("name")));--> statement-breakpoint
ALTER TABLE "module_tests" ADD CONSTRAINT "module_tests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;