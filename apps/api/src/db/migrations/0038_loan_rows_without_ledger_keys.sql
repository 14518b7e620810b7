ALTER TABLE "loan_locks" DROP CONSTRAINT "loan_locks_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "repo_pickup_requests" DROP CONSTRAINT "repo_pickup_requests_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "origination_requirements" DROP CONSTRAINT "origination_requirements_application_id_loan_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_offer_id_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "originations" DROP CONSTRAINT "originations_appraisal_id_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "originations" DROP CONSTRAINT "originations_application_id_loan_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "phone_queue" DROP CONSTRAINT "phone_queue_appraisal_id_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "sent_reminders" DROP CONSTRAINT "sent_reminders_loan_id_loans_id_fk";
