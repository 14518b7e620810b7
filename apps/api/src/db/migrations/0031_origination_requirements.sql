CREATE TABLE "origination_requirements" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"married" boolean,
	"spouse" jsonb,
	"demographics" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "product_code" text DEFAULT 'title' NOT NULL;--> statement-breakpoint
ALTER TABLE "origination_requirements" ADD CONSTRAINT "origination_requirements_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;