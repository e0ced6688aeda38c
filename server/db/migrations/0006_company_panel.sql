CREATE TABLE "company_panels" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"admin_data" jsonb,
	"school_type" text,
	"criteria" jsonb DEFAULT '{"attendance":null,"elearning":null,"exam":null}'::jsonb NOT NULL,
	"exam_concerned" jsonb DEFAULT '{"examType":null,"semesters":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_semesters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"semester_id" uuid NOT NULL,
	"elearning_minutes" integer DEFAULT 0 NOT NULL,
	"presential_groups" integer DEFAULT 0 NOT NULL,
	"presential_minutes" integer DEFAULT 0 NOT NULL,
	"need_former" boolean DEFAULT false NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"referents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_semesters_counts_check" CHECK ("company_semesters"."elearning_minutes" >= 0 and "company_semesters"."presential_groups" >= 0 and "company_semesters"."presential_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"semester" smallint NOT NULL,
	"modality" text NOT NULL,
	"ew_correct" boolean DEFAULT false NOT NULL,
	"exam_subject_id" uuid,
	"exam_begin" timestamp with time zone NOT NULL,
	"exam_end" timestamp with time zone NOT NULL,
	"catch_up_begin" timestamp with time zone,
	"catch_up_end" timestamp with time zone,
	"status_name" text,
	"status_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_sessions_semester_check" CHECK ("exam_sessions"."semester" between 3 and 6)
);
--> statement-breakpoint
CREATE TABLE "exam_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"exam_type" text NOT NULL,
	"modality" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pedagogic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_panels" ADD CONSTRAINT "company_panels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_semesters" ADD CONSTRAINT "company_semesters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_semesters" ADD CONSTRAINT "company_semesters_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_semesters_company_idx" ON "company_semesters" USING btree ("company_id","begin_date");--> statement-breakpoint
CREATE INDEX "company_semesters_semester_idx" ON "company_semesters" USING btree ("semester_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_company_idx" ON "exam_sessions" USING btree ("company_id","exam_begin");--> statement-breakpoint
CREATE INDEX "exam_sessions_subject_idx" ON "exam_sessions" USING btree ("exam_subject_id","exam_begin");--> statement-breakpoint
CREATE INDEX "exam_subjects_type_idx" ON "exam_subjects" USING btree ("exam_type","modality","name");