-- The notifications written before recipients existed were every staff member's: each becomes a
-- recipient of them, and keeps the read state she had.
INSERT INTO "notification_recipients" ("notification_id", "staff_id", "read_at")
SELECT n."id", s."id", r."read_at"
FROM "notifications_intra" n
CROSS JOIN "staff" s
LEFT JOIN "notification_reads" r ON r."notification_id" = n."id" AND r."staff_id" = s."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "notification_reads" CASCADE;
