CREATE TABLE "processor_disbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_disbursements_idempotency_key_unique" UNIQUE("idempotency_key")
);
