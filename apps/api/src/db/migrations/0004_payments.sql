CREATE TABLE "loan_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fees_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"principal_cents" bigint NOT NULL,
	"confirmation_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "loan_payments_split" CHECK ("loan_payments"."fees_cents" + "loan_payments"."interest_cents" + "loan_payments"."principal_cents" = "loan_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_remote_states" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"state" text NOT NULL,
	"route" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"customer_id" uuid,
	"payer_role" text NOT NULL,
	"loan_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_type" integer NOT NULL,
	"is_payoff" boolean DEFAULT false NOT NULL,
	"is_partial" boolean DEFAULT false NOT NULL,
	"processor_token" text NOT NULL,
	"card_last4" char(4) NOT NULL,
	"card_type" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"remove_card_id" uuid,
	"receipt_email" text,
	"receipt_phone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"authorization_id" uuid,
	"confirmation_number" text,
	"new_loan_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_message_key_unique" UNIQUE("message_key"),
	CONSTRAINT "payments_confirmation_number_unique" UNIQUE("confirmation_number"),
	CONSTRAINT "payments_profile_idempotency_unique" UNIQUE("profile_id","idempotency_key"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_card_last4_digits" CHECK ("payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "processor_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_authorizations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "processor_card_forms" (
	"transaction_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_type" text NOT NULL,
	"origin" text NOT NULL,
	"profile_id" uuid,
	"token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_vault" (
	"token" text PRIMARY KEY NOT NULL,
	"behavior" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"last4" char(4) NOT NULL,
	"bin8" char(8) NOT NULL,
	"card_type" text NOT NULL,
	"funding_type" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_vault_last4_digits" CHECK ("processor_vault"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "processor_vault_bin8_digits" CHECK ("processor_vault"."bin8" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_remote_states" ADD CONSTRAINT "payment_remote_states_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_card_forms" ADD CONSTRAINT "processor_card_forms_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_payments_loan_id_idx" ON "loan_payments" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "payments_loan_id_idx" ON "payments" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "processor_card_forms_profile_id_idx" ON "processor_card_forms" USING btree ("profile_id");