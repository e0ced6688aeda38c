-- Notifications become a kind and its parameters, shown in each reader's language. Rows written
-- before as sentences keep their text under the kind "message" (title and body as parameters).
ALTER TABLE "notifications_intra" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications_intra" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "notifications_intra" SET "params" = jsonb_build_object('title', "title", 'body', "body");--> statement-breakpoint
ALTER TABLE "notifications_intra" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications_intra" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications_intra" DROP COLUMN "body";
