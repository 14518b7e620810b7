ALTER TABLE "loans" ADD COLUMN "per_diem_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_per_diem_non_negative" CHECK ("loans"."per_diem_cents" >= 0);--> statement-breakpoint
-- loans already in the ledger: 36% a year on the principal, in whole cents (the seed's rule)
UPDATE "loans" SET "per_diem_cents" = round("principal_cents" * 36 / 36500.0);
