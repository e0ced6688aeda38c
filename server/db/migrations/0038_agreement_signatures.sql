CREATE TABLE "agreement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"signer_agent" text,
	"signed_digest" text,
	"signed_file_key" text,
	"signed_file_size" integer,
	"signed_file_digest" text,
	CONSTRAINT "agreement_signatures_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "agreement_signatures_signed_check" CHECK ("agreement_signatures"."signed_at" is null or ("agreement_signatures"."signer_name" is not null and "agreement_signatures"."signed_digest" is not null and "agreement_signatures"."signed_file_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_signatures_document_idx" ON "agreement_signatures" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_signed_key" ON "agreement_signatures" USING btree ("document_id") WHERE "agreement_signatures"."signed_at" is not null;--> statement-breakpoint
-- A link's nonce makes its token with the app's secret: the trail keeps it hidden, as it keeps tokens' hashes.
CREATE OR REPLACE FUNCTION audit_table(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_columns text;
  hidden text;
  ignored text;
BEGIN
  SELECT string_agg(a.attname, ',' ORDER BY array_position(i.indkey::int2[], a.attnum)) INTO key_columns
    FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
   WHERE i.indrelid = target AND i.indisprimary;
  -- Secrets: passwords', tokens' and codes' hashes, a link token's nonce, access codes, the strokes of a signature.
  SELECT string_agg(attname, ',') INTO hidden
    FROM pg_attribute
   WHERE attrelid = target AND attnum > 0 AND NOT attisdropped
     AND (attname IN ('password_hash', 'token_hash', 'code_hash', 'token_nonce')
          OR (target = 'signatures'::regclass AND attname = 'points')
          OR (target = 'access_codes'::regclass AND attname = 'code'));
  SELECT string_agg(attname, ',') INTO ignored
    FROM pg_attribute
   WHERE attrelid = target AND attnum > 0 AND NOT attisdropped
     AND (attname IN ('created_at', 'updated_at') OR attgenerated <> '');
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L, %L)',
    target, coalesce(key_columns, ''), coalesce(hidden, ''), coalesce(ignored, ''));
END
$$;--> statement-breakpoint
-- The audit trail covers the new table as every other (0029_audit_trail.sql).
SELECT audit_table('agreement_signatures'::regclass);
