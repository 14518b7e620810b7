CREATE TABLE "renewal_signature_requests" (
	"envelope_id" uuid PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"requested_profile_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_signature_requests" ADD CONSTRAINT "renewal_signature_requests_envelope_id_esign_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."esign_envelopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_signature_requests" ADD CONSTRAINT "renewal_signature_requests_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_signature_requests" ADD CONSTRAINT "renewal_signature_requests_requested_profile_id_profiles_id_fk" FOREIGN KEY ("requested_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;