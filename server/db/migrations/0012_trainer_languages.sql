CREATE TABLE "staff_languages" (
	"staff_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	CONSTRAINT "staff_languages_staff_id_language_id_pk" PRIMARY KEY("staff_id","language_id")
);
--> statement-breakpoint
ALTER TABLE "staff_languages" ADD CONSTRAINT "staff_languages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_languages" ADD CONSTRAINT "staff_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_languages_language_idx" ON "staff_languages" USING btree ("language_id");