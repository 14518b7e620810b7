ALTER TABLE "refinances" ADD COLUMN "cash_out_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refinances" ADD COLUMN "cash_out_card_id" uuid;--> statement-breakpoint
ALTER TABLE "refinances" ADD COLUMN "cash_out_status" text;--> statement-breakpoint
ALTER TABLE "refinances" ADD COLUMN "cash_out_disbursement_id" text;--> statement-breakpoint
ALTER TABLE "refinances" ADD COLUMN "cash_out_error" text;--> statement-breakpoint
ALTER TABLE "refinances" ADD COLUMN "cash_out_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refinances" ADD CONSTRAINT "refinances_cash_out_card_id_cards_id_fk" FOREIGN KEY ("cash_out_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refinances_cash_out_open_idx" ON "refinances" USING btree ("updated_at") WHERE "refinances"."cash_out_status" in ('pending', 'pushing');--> statement-breakpoint
ALTER TABLE "refinances" ADD CONSTRAINT "refinances_cash_out_card" CHECK (("refinances"."cash_out_cents" = 0) = ("refinances"."cash_out_card_id" is null and "refinances"."cash_out_status" is null));