CREATE TABLE "survey_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"survey_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"student_id" uuid,
	"lang" text NOT NULL,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone,
	"reminders" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "survey_requests_kind_check" CHECK ("survey_requests"."kind" in ('learner_end', 'learner_after', 'client_end', 'client_yearly', 'trainer_end', 'funder_yearly')),
	CONSTRAINT "survey_requests_reminders_check" CHECK ("survey_requests"."reminders" between 0 and 2),
	CONSTRAINT "survey_requests_answers_check" CHECK (("survey_requests"."answered_at" is null) = ("survey_requests"."answers" is null))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_kind_check" CHECK ("surveys"."kind" in ('learner_end', 'learner_after', 'client_end', 'client_yearly', 'trainer_end', 'funder_yearly'))
);
--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_requests_occasion_key" ON "survey_requests" USING btree ("kind","group_id","student_id");--> statement-breakpoint
CREATE INDEX "survey_requests_group_idx" ON "survey_requests" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "survey_requests_survey_idx" ON "survey_requests" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_requests_open_idx" ON "survey_requests" USING btree ("sent_at") WHERE "survey_requests"."answered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_active_kind_key" ON "surveys" USING btree ("kind") WHERE "surveys"."active";--> statement-breakpoint
CREATE INDEX "surveys_created_idx" ON "surveys" USING btree ("created_at","id");--> statement-breakpoint
-- The audit trail covers the new tables as every other (0029_audit_trail.sql); it hides token_nonce and token_hash (0038).
SELECT audit_table('surveys'::regclass);--> statement-breakpoint
SELECT audit_table('survey_requests'::regclass);
