CREATE TABLE "group_funders" (
	"group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"student_id" uuid,
	"amount_cents" integer NOT NULL,
	"minutes" integer NOT NULL,
	"subrogation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_funders_group_id_position_pk" PRIMARY KEY("group_id","position"),
	CONSTRAINT "group_funders_amount_check" CHECK ("group_funders"."amount_cents" >= 0 and "group_funders"."minutes" >= 0),
	CONSTRAINT "group_funders_kind_check" CHECK ("group_funders"."kind" in ('company', 'opco', 'cpf', 'public', 'learner', 'other'))
);
--> statement-breakpoint
CREATE TABLE "group_funding" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"price_mode" text,
	"unit_price_cents" integer,
	"nature" text,
	"objective" text,
	"certification_code" text,
	"certification_title" text,
	"nsf_code" text,
	"modality" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_funding_price_check" CHECK ("group_funding"."unit_price_cents" >= 0),
	CONSTRAINT "group_funding_mode_check" CHECK ("group_funding"."price_mode" in ('group', 'learner', 'hour'))
);
--> statement-breakpoint
ALTER TABLE "group_students" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "group_funders" ADD CONSTRAINT "group_funders_group_id_group_funding_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_funding"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_funders" ADD CONSTRAINT "group_funders_learner_fk" FOREIGN KEY ("group_id","student_id") REFERENCES "public"."group_students"("group_id","student_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_funding" ADD CONSTRAINT "group_funding_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_funding" ADD CONSTRAINT "group_funding_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_status_check" CHECK ("group_students"."status" in ('employee', 'job_seeker', 'self_employed', 'individual', 'student', 'other'));--> statement-breakpoint
-- The audit trail covers the new tables as every other (0029_audit_trail.sql).
SELECT audit_table('group_funding'::regclass);--> statement-breakpoint
SELECT audit_table('group_funders'::regclass);
