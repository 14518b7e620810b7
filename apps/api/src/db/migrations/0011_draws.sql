CREATE TABLE "draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"processor_token" text NOT NULL,
	"card_last4" char(4) NOT NULL,
	"card_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "draws_message_key_unique" UNIQUE("message_key"),
	CONSTRAINT "draws_profile_idempotency_key" UNIQUE("profile_id","idempotency_key"),
	CONSTRAINT "draws_amount_positive" CHECK ("draws"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_one_pending_per_loan" ON "draws" USING btree ("loan_id") WHERE "draws"."status" = 'pending';