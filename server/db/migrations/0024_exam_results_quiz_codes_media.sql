CREATE TABLE "exam_results" (
	"exam_session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"score" real NOT NULL,
	"level" smallint NOT NULL,
	"attempt_id" uuid,
	"graded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_results_exam_session_id_student_id_skill_pk" PRIMARY KEY("exam_session_id","student_id","skill"),
	CONSTRAINT "exam_results_score_check" CHECK ("exam_results"."score" between 0 and 10),
	CONSTRAINT "exam_results_level_check" CHECK ("exam_results"."level" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "media" jsonb;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "exam_session_id" uuid;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "quiz_level" smallint;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "quiz_count" smallint;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "exam_session_id" uuid;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_graded_by_staff_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_results_student_idx" ON "exam_results" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exam_results_attempt_idx" ON "exam_results" USING btree ("attempt_id");--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_exam_idx" ON "access_codes" USING btree ("exam_session_id");--> statement-breakpoint
CREATE INDEX "test_attempts_exam_idx" ON "test_attempts" USING btree ("exam_session_id");--> statement-breakpoint
CREATE INDEX "test_attempts_deadline_idx" ON "test_attempts" USING btree ("deadline") WHERE "test_attempts"."finished_at" is null and "test_attempts"."deadline" is not null;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_quiz_check" CHECK (("access_codes"."exam_session_id" is null and "access_codes"."quiz_level" is null and "access_codes"."quiz_count" is null) or ("access_codes"."exam_session_id" is not null and "access_codes"."quiz_level" between 0 and 6 and "access_codes"."quiz_count" between 1 and 50));