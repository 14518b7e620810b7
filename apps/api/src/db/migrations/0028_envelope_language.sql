ALTER TABLE "esign_envelopes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD COLUMN "english_document" jsonb;--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD COLUMN "signed_language" text;--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD CONSTRAINT "esign_envelopes_language" CHECK ("esign_envelopes"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "esign_envelopes" ADD CONSTRAINT "esign_envelopes_signed_language" CHECK ("esign_envelopes"."signed_language" is null or "esign_envelopes"."signed_language" in ('en', 'es'));