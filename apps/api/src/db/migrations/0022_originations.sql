CREATE TABLE "originations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"appraisal_id" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"disbursement_type" integer NOT NULL,
	"card_id" uuid,
	"processor_token" text,
	"card_last4" char(4),
	"card_type" text,
	"status" text DEFAULT 'originating' NOT NULL,
	"loan_id" uuid,
	"error" text,
	"envelope_id" uuid,
	"disbursement_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "originations_message_key_unique" UNIQUE("message_key"),
	CONSTRAINT "originations_profile_idempotency_key" UNIQUE("profile_id","idempotency_key"),
	CONSTRAINT "originations_amount_positive" CHECK ("originations"."amount_cents" > 0),
	CONSTRAINT "originations_disbursement_type" CHECK ("originations"."disbursement_type" in (16, 14, 2))
);
--> statement-breakpoint
CREATE TABLE "phone_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appraisal_id" integer NOT NULL,
	"profile_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"expected_by" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "awaiting_signature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "origin_reference" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "disbursement_options" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_appraisal_id_offers_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originations" ADD CONSTRAINT "originations_envelope_id_esign_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."esign_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_queue" ADD CONSTRAINT "phone_queue_appraisal_id_offers_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_queue" ADD CONSTRAINT "phone_queue_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_queue" ADD CONSTRAINT "phone_queue_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "originations_one_live_per_appraisal" ON "originations" USING btree ("appraisal_id") WHERE "originations"."status" in ('originating', 'awaitingSignature', 'funding', 'funded');--> statement-breakpoint
CREATE INDEX "originations_appraisal_id_idx" ON "originations" USING btree ("appraisal_id","created_at");--> statement-breakpoint
CREATE INDEX "originations_status_idx" ON "originations" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_queue_one_open_per_appraisal" ON "phone_queue" USING btree ("appraisal_id") WHERE "phone_queue"."called_at" is null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_application_id_idx" ON "offers" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_origin_reference_unique" UNIQUE("origin_reference");