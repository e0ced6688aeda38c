CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"student_id" uuid,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"file_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"digest" text NOT NULL,
	"lang" text NOT NULL,
	"template_digest" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"keep_until" date NOT NULL,
	CONSTRAINT "issued_documents_version_key" UNIQUE NULLS NOT DISTINCT("group_id","kind","student_id","version"),
	CONSTRAINT "issued_documents_kind_check" CHECK ("issued_documents"."kind" in ('agreement', 'contract', 'convocation', 'attestation', 'certificate'))
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_student_idx" ON "issued_documents" USING btree ("student_id");--> statement-breakpoint
-- The audit trail covers the new table as every other (0029_audit_trail.sql).
SELECT audit_table('issued_documents'::regclass);
