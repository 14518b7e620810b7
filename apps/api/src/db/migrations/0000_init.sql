CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"family" text NOT NULL,
	"loan_system" text NOT NULL,
	"theme" jsonb NOT NULL,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"hours" text NOT NULL,
	"apply_url" text NOT NULL,
	"terms_url" text NOT NULL,
	"privacy_url" text NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code"),
	CONSTRAINT "brands_id_range" CHECK ("brands"."id" between 1 and 10),
	CONSTRAINT "brands_support_phone_digits" CHECK ("brands"."support_phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "providers_brand_name_unique" UNIQUE("brand_id","name")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"profile_id" uuid,
	"processor_token" text NOT NULL,
	"card_ids" jsonb NOT NULL,
	"last4" char(4) NOT NULL,
	"bin8" char(8) NOT NULL,
	"card_type" text NOT NULL,
	"funding_type" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"can_disburse" boolean DEFAULT false NOT NULL,
	"guest_card" boolean DEFAULT false NOT NULL,
	"processor_type" integer DEFAULT 1 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_processor_token_unique" UNIQUE("processor_token"),
	CONSTRAINT "cards_last4_digits" CHECK ("cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "cards_bin8_digits" CHECK ("cards"."bin8" ~ '^[0-9]{8}$'),
	CONSTRAINT "cards_expiration_month" CHECK ("cards"."expiration_month" between 1 and 12),
	CONSTRAINT "cards_expiration_year" CHECK ("cards"."expiration_year" between 2000 and 2199),
	CONSTRAINT "cards_processor_type" CHECK ("cards"."processor_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "cash_advances" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pending_code" integer,
	"transaction_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_advances_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "cash_advances_pending_code" CHECK ("cash_advances"."pending_code" is null or "cash_advances"."pending_code" in (1000, 1002)),
	CONSTRAINT "cash_advances_amount_positive" CHECK ("cash_advances"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_system" text NOT NULL,
	"loan_number" text NOT NULL,
	"brand_code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"cosigner_customer_id" uuid,
	"store_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"status" integer NOT NULL,
	"payoff_cents" bigint NOT NULL,
	"principal_cents" bigint NOT NULL,
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"interest_cents" bigint DEFAULT 0 NOT NULL,
	"minimum_due_cents" bigint DEFAULT 0 NOT NULL,
	"minimum_required_cents" bigint DEFAULT 0 NOT NULL,
	"product_switch_amount_due_cents" bigint DEFAULT 0 NOT NULL,
	"minimum_loan_amount_cents" bigint DEFAULT 0 NOT NULL,
	"credit_limit_cents" bigint,
	"reinstatement_cents" bigint,
	"due_date" date NOT NULL,
	"days_late" integer DEFAULT 0 NOT NULL,
	"refinance_eligible" boolean DEFAULT false NOT NULL,
	"use_refi_term" boolean DEFAULT false NOT NULL,
	"partial_pay_confirm_viewable" boolean DEFAULT false NOT NULL,
	"is_disbursement_available" boolean DEFAULT false NOT NULL,
	"payable" boolean DEFAULT true NOT NULL,
	"paid_off_date" date,
	"collateral" jsonb,
	"surety_bond" boolean DEFAULT false NOT NULL,
	"intent_id" text,
	"opened_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_system_number_unique" UNIQUE("loan_system","loan_number"),
	CONSTRAINT "loans_amounts_non_negative" CHECK ("loans"."payoff_cents" >= 0 and "loans"."principal_cents" >= 0 and "loans"."fees_cents" >= 0 and "loans"."interest_cents" >= 0),
	CONSTRAINT "loans_days_late_non_negative" CHECK ("loans"."days_late" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_type_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"target_loan_id" uuid,
	"settlement_amount_cents" bigint,
	"qualified_amount_cents" bigint,
	"min_loan_amount_cents" bigint,
	"max_loan_amount_cents" bigint,
	"collateral" jsonb,
	"doc_exp" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_type_id" CHECK ("offers"."offer_type_id" in (10, 12, 22))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nls_customer_id" text,
	"tlxe_customer_id" text,
	"mdm_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date NOT NULL,
	"ssn_encrypted" text,
	"ssn_last4" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"store_id" integer,
	"address" jsonb,
	"communication_preference" integer DEFAULT 0 NOT NULL,
	"can_update_user_login" boolean DEFAULT true NOT NULL,
	"profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_nls_customer_id_unique" UNIQUE("nls_customer_id"),
	CONSTRAINT "customers_tlxe_customer_id_unique" UNIQUE("tlxe_customer_id"),
	CONSTRAINT "customers_phone_digits" CHECK ("customers"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "customers_ssn_last4_digits" CHECK ("customers"."ssn_last4" is null or "customers"."ssn_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "customers_communication_preference" CHECK ("customers"."communication_preference" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "identities_kind_value_unique" UNIQUE("kind","value")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"non_customer_refer" boolean DEFAULT false NOT NULL,
	"show_paid_off" boolean DEFAULT false NOT NULL,
	"customer_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_accounts" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"referral_url" text NOT NULL,
	"amount_per_share_cents" bigint DEFAULT 5000 NOT NULL,
	"people_signed_up" integer DEFAULT 0 NOT NULL,
	"codes_scanned" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_accounts_short_code_unique" UNIQUE("short_code")
);
--> statement-breakpoint
CREATE TABLE "referral_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"hours_raw" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "stores_phone_digits" CHECK ("stores"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "stores_state_code" CHECK ("stores"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_cosigner_customer_id_customers_id_fk" FOREIGN KEY ("cosigner_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_target_loan_id_loans_id_fk" FOREIGN KEY ("target_loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD CONSTRAINT "referral_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_profile_id_referral_accounts_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."referral_accounts"("profile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_customer_id_idx" ON "cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cards_profile_id_idx" ON "cards" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "cash_advances_loan_id_idx" ON "cash_advances" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loans_customer_id_idx" ON "loans" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "loans_cosigner_customer_id_idx" ON "loans" USING btree ("cosigner_customer_id");--> statement-breakpoint
CREATE INDEX "offers_customer_id_idx" ON "offers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "customers_profile_id_idx" ON "customers" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "identities_profile_id_idx" ON "identities" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_customer_id_idx" ON "profiles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "referral_ledger_profile_id_idx" ON "referral_ledger" USING btree ("profile_id");