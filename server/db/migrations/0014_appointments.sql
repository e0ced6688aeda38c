ALTER TABLE "session_registrants" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "appointment_at" timestamp with time zone;