CREATE TABLE "loan_system_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_postings" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"loan_system" text NOT NULL,
	"operation" text NOT NULL,
	"body" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"tried_at" timestamp with time zone NOT NULL,
	"resumes" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"reinstated" boolean,
	CONSTRAINT "payment_postings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_postings" ADD CONSTRAINT "payment_postings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;