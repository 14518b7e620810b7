CREATE TABLE "auto_pay_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"profile_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"payment_id" uuid,
	"decline_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_pay_charges_loan_due_unique" UNIQUE("loan_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "auto_pay_runs" (
	"run_on" date PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_pay_charges" ADD CONSTRAINT "auto_pay_charges_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_charges" ADD CONSTRAINT "auto_pay_charges_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_charges" ADD CONSTRAINT "auto_pay_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_pay_charges_payment_id_idx" ON "auto_pay_charges" USING btree ("payment_id");