CREATE TABLE "loan_auto_pay" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"enrolled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refinances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"old_loan_id" uuid NOT NULL,
	"new_loan_id" uuid,
	"amount_cents" bigint NOT NULL,
	"old_loan_snapshot" jsonb,
	"posted_on" date,
	"disclosure_envelope_id" uuid NOT NULL,
	"ancillary_product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"auto_pay_card_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refinances_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refinances_disclosure_envelope_id_unique" UNIQUE("disclosure_envelope_id"),
	CONSTRAINT "refinances_amount_positive" CHECK ("refinances"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_auto_pay" ADD CONSTRAINT "loan_auto_pay_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_auto_pay" ADD CONSTRAINT "loan_auto_pay_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_auto_pay" ADD CONSTRAINT "loan_auto_pay_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinances" ADD CONSTRAINT "refinances_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinances" ADD CONSTRAINT "refinances_old_loan_id_loans_id_fk" FOREIGN KEY ("old_loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinances" ADD CONSTRAINT "refinances_new_loan_id_loans_id_fk" FOREIGN KEY ("new_loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refinances" ADD CONSTRAINT "refinances_auto_pay_card_id_cards_id_fk" FOREIGN KEY ("auto_pay_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refinances_one_pending_per_loan" ON "refinances" USING btree ("old_loan_id") WHERE "refinances"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refinances_new_loan_id_idx" ON "refinances" USING btree ("new_loan_id");