CREATE TABLE "at_risk_client_mails" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"mail" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "at_risk_flags" ADD COLUMN "client_mailed_to" text[];--> statement-breakpoint
ALTER TABLE "at_risk_client_mails" ADD CONSTRAINT "at_risk_client_mails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_client_mails" ADD CONSTRAINT "at_risk_client_mails_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
SELECT audit_table('at_risk_client_mails'::regclass);
