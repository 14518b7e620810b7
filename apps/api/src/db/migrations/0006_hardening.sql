CREATE TABLE "used_signed_links" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_form_guest_sessions" (
	"transaction_uuid" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_payment_remote_states" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"state" text NOT NULL,
	"route" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"authorization_id" uuid NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_exceptions_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "instalment_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_session_id" uuid;--> statement-breakpoint
ALTER TABLE "processor_authorizations" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "used_signed_links" ADD CONSTRAINT "used_signed_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_form_guest_sessions" ADD CONSTRAINT "card_form_guest_sessions_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_payment_remote_states" ADD CONSTRAINT "guest_payment_remote_states_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_exceptions" ADD CONSTRAINT "payment_exceptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_form_guest_sessions_session_id_idx" ON "card_form_guest_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payment_exceptions_unvoided_idx" ON "payment_exceptions" USING btree ("created_at") WHERE not "payment_exceptions"."voided";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_session_id_auth_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE set null ON UPDATE no action;