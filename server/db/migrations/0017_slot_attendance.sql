CREATE TABLE "slot_attendance" (
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone,
	"minutes" integer NOT NULL,
	"document_key" text,
	"document_name" text,
	"document_type" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_attendance_session_id_student_id_slot_pk" PRIMARY KEY("session_id","student_id","slot"),
	CONSTRAINT "slot_attendance_status_check" CHECK ("slot_attendance"."status" in ('present', 'absent', 'late', 'leftEarly', 'excused')),
	CONSTRAINT "slot_attendance_minutes_check" CHECK ("slot_attendance"."minutes" >= 0 and "slot_attendance"."slot" >= 0)
);
--> statement-breakpoint
ALTER TABLE "slot_attendance" ADD CONSTRAINT "slot_attendance_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_attendance" ADD CONSTRAINT "slot_attendance_registrant_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."session_registrants"("session_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sheets taken before half-days: each half-day of a session (cut at midnight and at 13:00 in its
-- zone, as domain/rules/signature.ts cuts them) gets the registrant's session-wide status, as
-- marksOfSessionStatus (domain/rules/attendance.ts) writes it: a late learner is absent before the
-- arrival's half-day, late in it, present after it; minutes as attendedMinutes counts them.
WITH "points" AS (
	SELECT se."id" AS "session_id", p."t"
	FROM "sessions" se
	CROSS JOIN LATERAL (
		SELECT se."start" AS "t"
		UNION SELECT se."end"
		UNION SELECT c."t" FROM (
			SELECT (d + v."h") AT TIME ZONE se."time_zone" AS "t"
			FROM generate_series(
				date_trunc('day', se."start" AT TIME ZONE se."time_zone"),
				date_trunc('day', se."end" AT TIME ZONE se."time_zone"),
				interval '1 day'
			) AS d
			CROSS JOIN (VALUES (interval '0 hours'), (interval '13 hours')) AS v("h")
		) c WHERE c."t" > se."start" AND c."t" < se."end"
	) p
	WHERE EXISTS (
		SELECT 1 FROM "session_registrants" r WHERE r."session_id" = se."id" AND r."status" IS NOT NULL
	)
), "bounds" AS (
	SELECT "session_id", "t" AS "s", lead("t") OVER (PARTITION BY "session_id" ORDER BY "t") AS "e"
	FROM "points"
), "slots" AS (
	SELECT "session_id", (row_number() OVER (PARTITION BY "session_id" ORDER BY "s") - 1)::int AS "idx", "s", "e"
	FROM "bounds" WHERE "e" IS NOT NULL
), "marks" AS (
	SELECT sr."session_id", sr."student_id", sl."idx", sl."s", sl."e", sr."status", sr."arrived_at",
		coalesce(
			min(sl."idx") FILTER (WHERE coalesce(sr."arrived_at", sl."s") < sl."e")
				OVER (PARTITION BY sr."session_id", sr."student_id"),
			max(sl."idx") OVER (PARTITION BY sr."session_id", sr."student_id")
		) AS "late_idx"
	FROM "session_registrants" sr
	JOIN "slots" sl ON sl."session_id" = sr."session_id"
	WHERE sr."status" IS NOT NULL
), "decided" AS (
	SELECT *, CASE
		WHEN "status" <> 'late' THEN "status"
		WHEN "idx" < "late_idx" THEN 'absent'
		WHEN "idx" = "late_idx" THEN 'late'
		ELSE 'present' END AS "slot_status"
	FROM "marks"
)
INSERT INTO "slot_attendance" ("session_id", "student_id", "slot", "status", "at", "minutes")
SELECT "session_id", "student_id", "idx", "slot_status",
	CASE WHEN "slot_status" = 'late' THEN "arrived_at" END,
	CASE "slot_status"
		WHEN 'present' THEN round(extract(epoch FROM ("e" - "s")) / 60)::int
		WHEN 'late' THEN round(extract(epoch FROM ("e" - least(greatest(coalesce("arrived_at", "s"), "s"), "e"))) / 60)::int
		ELSE 0 END
FROM "decided";
