ALTER TABLE "reconciliation_differences" DROP CONSTRAINT "reconciliation_differences_once";--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD COLUMN "movement" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_once_per_movement" UNIQUE("posted_on","movement","payment_id","kind");