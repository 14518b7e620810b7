ALTER TABLE "loans" ADD COLUMN "cash_out_withdrawn_cents" bigint;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "cash_out_withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- in process, the loans lowered before: from the renewal's record of the withdrawal (a service's database has none)
UPDATE "loans" SET "cash_out_withdrawn_cents" = r."cash_out_cents", "cash_out_withdrawn_at" = r."cash_out_settled_at" FROM "refinances" r WHERE r."new_loan_id" = "loans"."id" AND r."cash_out_withdrawn_at" IS NOT NULL;
