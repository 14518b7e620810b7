ALTER TABLE "originations" ADD COLUMN "opened_on" date;--> statement-breakpoint
-- the loans made before: the business date of their origination (the loan opened within its first try, decision 074)
UPDATE "originations" SET "opened_on" = ("created_at" AT TIME ZONE 'America/Chicago')::date WHERE "loan_id" IS NOT NULL;
