DROP INDEX "survey_requests_occasion_key";--> statement-breakpoint
ALTER TABLE "survey_requests" ALTER COLUMN "group_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_requests_customer_idx" ON "survey_requests" USING btree ("customer_id") WHERE "survey_requests"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "survey_requests_staff_idx" ON "survey_requests" USING btree ("staff_id") WHERE "survey_requests"."staff_id" is not null;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_occasion_key" UNIQUE NULLS NOT DISTINCT("kind","group_id","year","student_id","customer_id","staff_id");--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_recipient_check" CHECK (case when "survey_requests"."kind" like 'learner_%' then "survey_requests"."student_id" is not null and "survey_requests"."customer_id" is null and "survey_requests"."staff_id" is null
        when "survey_requests"."kind" like 'client_%' then "survey_requests"."customer_id" is not null and "survey_requests"."student_id" is null and "survey_requests"."staff_id" is null
        when "survey_requests"."kind" = 'trainer_end' then "survey_requests"."staff_id" is not null and "survey_requests"."student_id" is null and "survey_requests"."customer_id" is null
        else false end);--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_occasion_check" CHECK (case when "survey_requests"."kind" like '%_yearly' then "survey_requests"."group_id" is null and "survey_requests"."year" is not null
        else "survey_requests"."group_id" is not null and "survey_requests"."year" is null end);