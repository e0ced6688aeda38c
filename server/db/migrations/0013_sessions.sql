CREATE TABLE "session_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_groups" (
	"session_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "session_groups_session_id_group_id_pk" PRIMARY KEY("session_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "session_registrants" (
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_registrants_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"objectives" text DEFAULT '' NOT NULL,
	"resources" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"teacher_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"slots" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/Paris' NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"recurrent" boolean DEFAULT false NOT NULL,
	"data_time" jsonb,
	"join_url" text,
	"start_url" text,
	"meeting_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_end_check" CHECK ("sessions"."end" > "sessions"."start"),
	CONSTRAINT "sessions_slots_check" CHECK ("sessions"."slots" >= 0)
);
--> statement-breakpoint
ALTER TABLE "session_comments" ADD CONSTRAINT "session_comments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_comments" ADD CONSTRAINT "session_comments_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_groups" ADD CONSTRAINT "session_groups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_groups" ADD CONSTRAINT "session_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_registrants" ADD CONSTRAINT "session_registrants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_registrants" ADD CONSTRAINT "session_registrants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_teacher_id_staff_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_comments_session_idx" ON "session_comments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "session_groups_group_idx" ON "session_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "session_registrants_student_idx" ON "session_registrants" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "sessions_start_idx" ON "sessions" USING btree ("start","id");--> statement-breakpoint
CREATE INDEX "sessions_teacher_idx" ON "sessions" USING btree ("teacher_id","start");--> statement-breakpoint
CREATE INDEX "sessions_series_idx" ON "sessions" USING btree ("series_id","start");--> statement-breakpoint
CREATE INDEX "sessions_company_idx" ON "sessions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_language_idx" ON "sessions" USING btree ("language_id");