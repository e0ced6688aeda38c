CREATE TABLE "document_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"digest" text NOT NULL,
	"uses" text[] NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	CONSTRAINT "document_templates_kind_check" CHECK ("document_templates"."kind" in ('agreement', 'contract', 'convocation', 'attestation', 'certificate'))
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The audit trail covers the new table as every other (0029_audit_trail.sql).
SELECT audit_table('document_templates'::regclass);
