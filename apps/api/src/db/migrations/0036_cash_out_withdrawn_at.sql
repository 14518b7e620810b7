ALTER TABLE "refinances" ADD COLUMN "cash_out_withdrawn_at" timestamp with time zone;
--> statement-breakpoint
-- a cash out declined before this migration was withdrawn from its new loan in the decline's own transaction: not owed
UPDATE "refinances" SET "cash_out_withdrawn_at" = "cash_out_settled_at" WHERE "cash_out_status" = 'declined';
