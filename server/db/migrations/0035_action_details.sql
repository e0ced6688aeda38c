ALTER TABLE "group_funding" ADD COLUMN "prerequisites" text;--> statement-breakpoint
ALTER TABLE "group_funding" ADD COLUMN "equipment" text;