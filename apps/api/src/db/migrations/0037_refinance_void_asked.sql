ALTER TABLE "refinances" ADD COLUMN "void_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refinances" ADD COLUMN "void_cash_out_owed_cents" bigint;