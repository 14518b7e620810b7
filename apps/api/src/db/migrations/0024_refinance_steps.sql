CREATE TABLE "disclosure_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"envelope_id" uuid,
	"borrower_customer_id" text NOT NULL,
	"borrower_name" text NOT NULL,
	"borrower_initials" text NOT NULL,
	"borrower_date" date NOT NULL,
	"borrower_profile_id" uuid,
	"coborrower_customer_id" text,
	"coborrower_name" text,
	"coborrower_initials" text,
	"coborrower_date" date,
	"coborrower_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclosure_acknowledgements_coborrower_whole" CHECK (("disclosure_acknowledgements"."coborrower_customer_id" is null) = ("disclosure_acknowledgements"."coborrower_name" is null) and ("disclosure_acknowledgements"."coborrower_name" is null) = ("disclosure_acknowledgements"."coborrower_initials" is null) and ("disclosure_acknowledgements"."coborrower_initials" is null) = ("disclosure_acknowledgements"."coborrower_date" is null))
);
--> statement-breakpoint
CREATE TABLE "refinance_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"lms_id" text NOT NULL,
	"state" char(2) NOT NULL,
	"store_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"did_consent" boolean NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refinance_consents_transaction_type" CHECK ("refinance_consents"."transaction_type" in ('refinance'))
);
--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_envelope_id_esign_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."esign_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_borrower_profile_id_profiles_id_fk" FOREIGN KEY ("borrower_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" ADD CONSTRAINT "disclosure_acknowledgements_coborrower_profile_id_profiles_id_fk" FOREIGN KEY ("coborrower_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinance_consents" ADD CONSTRAINT "refinance_consents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinance_consents" ADD CONSTRAINT "refinance_consents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinance_consents" ADD CONSTRAINT "refinance_consents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosure_acknowledgements_loan_idx" ON "disclosure_acknowledgements" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE INDEX "refinance_consents_loan_profile_date_idx" ON "refinance_consents" USING btree ("loan_id","profile_id","business_date","created_at");