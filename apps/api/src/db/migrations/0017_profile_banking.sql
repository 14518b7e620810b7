CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_routing_digits" CHECK ("bank_accounts"."routing_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "bank_accounts_last4_digits" CHECK ("bank_accounts"."account_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mailing_address" jsonb;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "voice_messages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_customer_id_idx" ON "bank_accounts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_primary" ON "bank_accounts" USING btree ("customer_id") WHERE "bank_accounts"."is_primary";