ALTER TABLE "question_pools" ADD COLUMN "time_limit" integer;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_pools" ADD CONSTRAINT "question_pools_time_limit_check" CHECK ("question_pools"."time_limit" between 1 and 240);