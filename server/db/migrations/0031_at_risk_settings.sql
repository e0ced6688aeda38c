CREATE TABLE "at_risk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flag_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"done_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "at_risk_actions_kind_check" CHECK ("at_risk_actions"."kind" in ('call', 'mail', 'meeting', 'note'))
);
--> statement-breakpoint
CREATE TABLE "at_risk_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"figures" jsonb NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_how" text,
	"closed_by" uuid,
	"closing_note" text,
	"rule_ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "at_risk_flags_rule_check" CHECK ("at_risk_flags"."rule" in ('absences', 'inactivity', 'behind')),
	CONSTRAINT "at_risk_flags_closed_check" CHECK (("at_risk_flags"."closed_at" is null) = ("at_risk_flags"."closed_how" is null) and "at_risk_flags"."closed_how" in ('resolved', 'by_hand'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "at_risk_actions" ADD CONSTRAINT "at_risk_actions_flag_id_at_risk_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."at_risk_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_actions" ADD CONSTRAINT "at_risk_actions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_flags" ADD CONSTRAINT "at_risk_flags_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_flags" ADD CONSTRAINT "at_risk_flags_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_risk_flags" ADD CONSTRAINT "at_risk_flags_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "at_risk_actions_flag_idx" ON "at_risk_actions" USING btree ("flag_id","done_on");--> statement-breakpoint
CREATE UNIQUE INDEX "at_risk_flags_open_key" ON "at_risk_flags" USING btree ("student_id","group_id","rule") WHERE "at_risk_flags"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "at_risk_flags_raised_idx" ON "at_risk_flags" USING btree ("raised_at","id");--> statement-breakpoint
CREATE INDEX "at_risk_flags_group_idx" ON "at_risk_flags" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "at_risk_flags_episode_idx" ON "at_risk_flags" USING btree ("student_id","group_id","rule") WHERE "at_risk_flags"."rule_ended_at" is null;--> statement-breakpoint
-- The audit trail covers the new tables as every other (0029_audit_trail.sql).
SELECT audit_table('at_risk_actions'::regclass);--> statement-breakpoint
SELECT audit_table('at_risk_flags'::regclass);--> statement-breakpoint
SELECT audit_table('settings'::regclass);
