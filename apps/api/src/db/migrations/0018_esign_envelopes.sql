CREATE TABLE "esign_envelopes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"loan_id" uuid NOT NULL,
	"signer_profile_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"document" jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"initials" text,
	"signed_name" text,
	"signed_storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_envelopes_status" CHECK ("esign_envelopes"."status" in ('sent', 'signing_complete', 'viewing_complete', 'decline', 'ttl_expired'))
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"envelope_id" uuid,
	"doc_signed_at" timestamp with time zone,
	"payment_id" uuid,
	"payment_made_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD CONSTRAINT "esign_envelopes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD CONSTRAINT "esign_envelopes_signer_profile_id_profiles_id_fk" FOREIGN KEY ("signer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_envelope_id_esign_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."esign_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_envelopes_signer_idx" ON "esign_envelopes" USING btree ("signer_profile_id","purpose","reference");--> statement-breakpoint
CREATE INDEX "esign_envelopes_loan_idx" ON "esign_envelopes" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "settlements_loan_id_idx" ON "settlements" USING btree ("loan_id");