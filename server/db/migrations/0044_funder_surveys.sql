ALTER TABLE "survey_requests" DROP CONSTRAINT "survey_requests_occasion_key";--> statement-breakpoint
ALTER TABLE "survey_requests" DROP CONSTRAINT "survey_requests_recipient_check";--> statement-breakpoint
ALTER TABLE "group_funders" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_occasion_key" UNIQUE NULLS NOT DISTINCT("kind","group_id","year","student_id","customer_id","staff_id","email");--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_recipient_check" CHECK (num_nonnulls("survey_requests"."student_id", "survey_requests"."customer_id", "survey_requests"."staff_id", "survey_requests"."email") = 1 and
        case when "survey_requests"."kind" like 'learner_%' then "survey_requests"."student_id" is not null
        when "survey_requests"."kind" like 'client_%' then "survey_requests"."customer_id" is not null
        when "survey_requests"."kind" = 'trainer_end' then "survey_requests"."staff_id" is not null
        else "survey_requests"."email" is not null end);