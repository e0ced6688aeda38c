CREATE TABLE "elearning_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"group_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"job_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elearning_notifications_key_unique" UNIQUE("key"),
	CONSTRAINT "elearning_notifications_status_check" CHECK ("elearning_notifications"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "elearning_templates" (
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elearning_templates_kind_language_pk" PRIMARY KEY("kind","language")
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"file_key" text,
	"file_name" text,
	"size" integer,
	"error" text,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "export_files_status_check" CHECK ("export_files"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "export_files_progress_check" CHECK ("export_files"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"publish_from" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_until" timestamp with time zone,
	"audience" text DEFAULT 'all' NOT NULL,
	"company_id" uuid,
	"group_id" uuid,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(title, '')))) STORED,
	CONSTRAINT "news_audience_check" CHECK (("news"."audience" = 'all' and "news"."company_id" is null and "news"."group_id" is null)
        or ("news"."audience" = 'company' and "news"."company_id" is not null and "news"."group_id" is null)
        or ("news"."audience" = 'group' and "news"."group_id" is not null and "news"."company_id" is null)),
	CONSTRAINT "news_window_check" CHECK ("news"."publish_until" is null or "news"."publish_until" > "news"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_recipients_staff_id_notification_id_pk" PRIMARY KEY("staff_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "elearning_details" ADD COLUMN "notify_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications_intra" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "elearning_notifications" ADD CONSTRAINT "elearning_notifications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_notifications" ADD CONSTRAINT "elearning_notifications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_templates" ADD CONSTRAINT "elearning_templates_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_intra_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications_intra"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elearning_notifications_created_idx" ON "elearning_notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "elearning_notifications_group_idx" ON "elearning_notifications" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "elearning_notifications_student_idx" ON "elearning_notifications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "export_files_staff_idx" ON "export_files" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "export_files_expires_idx" ON "export_files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_search_text_idx" ON "news" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_company_idx" ON "news" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "news_group_idx" ON "news" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("publish_from") WHERE "news"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "notification_recipients_notification_idx" ON "notification_recipients" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_intra_key_key" ON "notifications_intra" USING btree ("key");