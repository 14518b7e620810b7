CREATE TABLE "loan_risk_info" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"rate_changed_at" timestamp with time zone,
	"credit_limit_changed_at" timestamp with time zone,
	"previous_credit_limit_cents" bigint,
	"refinance_denied_at" timestamp with time zone,
	CONSTRAINT "loan_risk_info_previous_limit_nonnegative" CHECK ("loan_risk_info"."previous_credit_limit_cents" is null or "loan_risk_info"."previous_credit_limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "risk_acknowledgements" (
	"profile_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"flag" text NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_acknowledgements_profile_id_loan_id_flag_pk" PRIMARY KEY("profile_id","loan_id","flag"),
	CONSTRAINT "risk_acknowledgements_flag" CHECK ("risk_acknowledgements"."flag" in ('refinanceDenied', 'rateChanged', 'creditLimitChanged'))
);
--> statement-breakpoint
ALTER TABLE "loan_risk_info" ADD CONSTRAINT "loan_risk_info_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_acknowledgements" ADD CONSTRAINT "risk_acknowledgements_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_acknowledgements" ADD CONSTRAINT "risk_acknowledgements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;