CREATE TABLE "referral_cash_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_key" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"form_transaction_uuid" uuid NOT NULL,
	"processor_token" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "referral_cash_outs_message_key_unique" UNIQUE("message_key"),
	CONSTRAINT "referral_cash_outs_amount_positive" CHECK ("referral_cash_outs"."amount_cents" > 0),
	CONSTRAINT "referral_cash_outs_last4_digits" CHECK ("referral_cash_outs"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "referral_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"source" text NOT NULL,
	"customer_name" text,
	"email" text,
	"phone" text,
	"store_id" integer,
	"store_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_signups" (
	"referred_profile_id" uuid PRIMARY KEY NOT NULL,
	"referrer_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD COLUMN "payee_first_name" text;--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD COLUMN "payee_last_name" text;--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD COLUMN "payee_zip" text;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD COLUMN "referred_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD COLUMN "referred_first_name" text;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD COLUMN "cash_out_id" uuid;--> statement-breakpoint
ALTER TABLE "referral_cash_outs" ADD CONSTRAINT "referral_cash_outs_profile_id_referral_accounts_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."referral_accounts"("profile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_shares" ADD CONSTRAINT "referral_shares_profile_id_referral_accounts_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."referral_accounts"("profile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_shares" ADD CONSTRAINT "referral_shares_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_referred_profile_id_profiles_id_fk" FOREIGN KEY ("referred_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_referrer_profile_id_referral_accounts_profile_id_fk" FOREIGN KEY ("referrer_profile_id") REFERENCES "public"."referral_accounts"("profile_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_cash_outs_one_pending" ON "referral_cash_outs" USING btree ("profile_id") WHERE "referral_cash_outs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "referral_shares_profile_id_idx" ON "referral_shares" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "referral_signups_undecided_idx" ON "referral_signups" USING btree ("created_at") WHERE "referral_signups"."outcome" is null;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_referred_profile_id_profiles_id_fk" FOREIGN KEY ("referred_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_cash_out_id_referral_cash_outs_id_fk" FOREIGN KEY ("cash_out_id") REFERENCES "public"."referral_cash_outs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_referred_profile_id_unique" UNIQUE("referred_profile_id");--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_cash_out_id_unique" UNIQUE("cash_out_id");--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_sign" CHECK (("referral_ledger"."kind" = 'signup' and "referral_ledger"."amount_cents" > 0) or ("referral_ledger"."kind" = 'cashOut' and "referral_ledger"."amount_cents" < 0));