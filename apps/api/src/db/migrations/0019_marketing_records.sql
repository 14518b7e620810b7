CREATE TABLE "marketing_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"event_name" text,
	"data_fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_records_kind" CHECK ("marketing_records"."kind" in ('event', 'profile'))
);
--> statement-breakpoint
CREATE INDEX "marketing_records_email_idx" ON "marketing_records" USING btree ("email");