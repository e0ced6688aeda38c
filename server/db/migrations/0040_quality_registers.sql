CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_on" date NOT NULL,
	"source" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"group_id" uuid,
	"session_id" uuid,
	"teacher_id" uuid,
	"answer" text,
	"answered_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(subject, '') || ' ' || coalesce(from_name, '') || ' ' || coalesce(description, '')))) STORED,
	CONSTRAINT "complaints_source_check" CHECK ("complaints"."source" in ('learner', 'client', 'trainer', 'funder', 'other')),
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "complaints_answer_check" CHECK ("complaints"."status" = 'open' or ("complaints"."answer" is not null and "complaints"."answered_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "improvements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"complaint_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"due_on" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"result" text,
	"closed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(title, '') || ' ' || coalesce(description, '')))) STORED,
	CONSTRAINT "improvements_origin_check" CHECK ("improvements"."origin" in ('complaint', 'survey', 'audit', 'idea')),
	CONSTRAINT "improvements_status_check" CHECK ("improvements"."status" in ('planned', 'in_progress', 'done', 'abandoned')),
	CONSTRAINT "improvements_complaint_check" CHECK (("improvements"."origin" = 'complaint') = ("improvements"."complaint_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_teacher_id_staff_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvements" ADD CONSTRAINT "improvements_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_search_text_idx" ON "complaints" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_received_idx" ON "complaints" USING btree ("received_on","id");--> statement-breakpoint
CREATE INDEX "complaints_group_idx" ON "complaints" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "complaints_session_idx" ON "complaints" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "complaints_teacher_idx" ON "complaints" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "complaints_recorded_by_idx" ON "complaints" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "improvements_created_idx" ON "improvements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "improvements_search_text_idx" ON "improvements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "improvements_complaint_idx" ON "improvements" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "improvements_owner_idx" ON "improvements" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "improvements_due_idx" ON "improvements" USING btree ("due_on","id");--> statement-breakpoint
-- The audit trail covers the new tables as every other (0029_audit_trail.sql).
SELECT audit_table('complaints'::regclass);--> statement-breakpoint
SELECT audit_table('improvements'::regclass);
