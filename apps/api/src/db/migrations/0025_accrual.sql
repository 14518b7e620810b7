ALTER TABLE "loans" DROP CONSTRAINT "loans_per_diem_non_negative";--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT "loans_amounts_non_negative";--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "annual_rate_ppb" bigint DEFAULT 360000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "accrued_through" date DEFAULT current_date NOT NULL;--> statement-breakpoint
-- decision 050: every balance is booked through the business day the migration runs (America/Chicago) at 36 % a year
UPDATE "loans" SET "accrued_through" = (now() AT TIME ZONE 'America/Chicago')::date;--> statement-breakpoint
-- a loan made by an origination or a renewal accrues at the title loan's rate (its 25 % fee for 30 days); one with no
-- payment yet had its whole finance charge booked as interest the day it opened: it accrues from that day instead
UPDATE "loans" SET "annual_rate_ppb" = 3041666667 WHERE "origin_reference" IS NOT NULL;--> statement-breakpoint
UPDATE "loans" SET "interest_cents" = 0, "accrued_through" = "opened_on"
WHERE "origin_reference" IS NOT NULL AND "status" = 12
  AND NOT EXISTS (SELECT 1 FROM "loan_payments" WHERE "loan_payments"."loan_id" = "loans"."id");--> statement-breakpoint
ALTER TABLE "loans" DROP COLUMN "payoff_cents";--> statement-breakpoint
ALTER TABLE "loans" DROP COLUMN "per_diem_cents";--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_annual_rate_non_negative" CHECK ("loans"."annual_rate_ppb" >= 0);--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_amounts_non_negative" CHECK ("loans"."principal_cents" >= 0 and "loans"."fees_cents" >= 0 and "loans"."interest_cents" >= 0);