CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idle_trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"staff_id" uuid,
	"unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idle_trackers_owner_check" CHECK (("idle_trackers"."student_id" is null) <> ("idle_trackers"."staff_id" is null)),
	CONSTRAINT "idle_trackers_seconds_check" CHECK ("idle_trackers"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "module_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"group_id" uuid,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_units" (
	"module_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "module_units_module_id_position_pk" PRIMARY KEY("module_id","position")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"category_id" uuid,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"file_size" bigint,
	"url" text,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(label, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_file_or_url_check" CHECK (("resources"."file_key" is null) <> ("resources"."url" is null))
);
--> statement-breakpoint
CREATE TABLE "unit_trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"staff_id" uuid,
	"unit_id" uuid NOT NULL,
	"activity_id" text NOT NULL,
	"cmi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'not attempted' NOT NULL,
	"score" real,
	"location" text,
	"total_seconds" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_trackers_owner_check" CHECK (("unit_trackers"."student_id" is null) <> ("unit_trackers"."staff_id" is null))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size" bigint NOT NULL,
	"file_count" integer NOT NULL,
	"package_key" text NOT NULL,
	"package_size" bigint NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(title, '') || ' ' || coalesce(filename, '')))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_version_check" CHECK ("units"."version" in ('1.2', '2004'))
);
--> statement-breakpoint
ALTER TABLE "idle_trackers" ADD CONSTRAINT "idle_trackers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idle_trackers" ADD CONSTRAINT "idle_trackers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idle_trackers" ADD CONSTRAINT "idle_trackers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_tests" ADD CONSTRAINT "module_tests_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_tests" ADD CONSTRAINT "module_tests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_tests" ADD CONSTRAINT "module_tests_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_units" ADD CONSTRAINT "module_units_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_units" ADD CONSTRAINT "module_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_trackers" ADD CONSTRAINT "unit_trackers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_trackers" ADD CONSTRAINT "unit_trackers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_trackers" ADD CONSTRAINT "unit_trackers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (f_unaccent(lower("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "idle_trackers_student_key" ON "idle_trackers" USING btree ("student_id","unit_id","day") WHERE "idle_trackers"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "idle_trackers_staff_key" ON "idle_trackers" USING btree ("staff_id","unit_id","day") WHERE "idle_trackers"."staff_id" is not null;--> statement-breakpoint
CREATE INDEX "idle_trackers_unit_idx" ON "idle_trackers" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_tests_code_key" ON "module_tests" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "module_tests_module_idx" ON "module_tests" USING btree ("module_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_units_module_unit_key" ON "module_units" USING btree ("module_id","unit_id");--> statement-breakpoint
CREATE INDEX "module_units_unit_idx" ON "module_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "resources_name_idx" ON "resources" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "resources_label_idx" ON "resources" USING btree (f_unaccent(lower("label")),"id");--> statement-breakpoint
CREATE INDEX "resources_category_idx" ON "resources" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "resources_created_idx" ON "resources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_search_text_idx" ON "resources" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "unit_trackers_student_key" ON "unit_trackers" USING btree ("student_id","unit_id","activity_id") WHERE "unit_trackers"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_trackers_staff_key" ON "unit_trackers" USING btree ("staff_id","unit_id","activity_id") WHERE "unit_trackers"."staff_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_trackers_unit_idx" ON "unit_trackers" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_filename_key" ON "units" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "units_title_idx" ON "units" USING btree (f_unaccent(lower("title")),"id");--> statement-breakpoint
CREATE INDEX "units_created_idx" ON "units" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "units_search_text_idx" ON "units" USING gin ("search_text" gin_trgm_ops);