-- The loans live in the loan systems (NLS, TLXe: outside systems, decision 065): the app's own rows hold a loan's id, not a
-- reference to the ledger's table, which a loan system behind LOAN_SYSTEMS_URL does not share (decision 068).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "document_views" DROP CONSTRAINT "document_views_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_document_uploads" DROP CONSTRAINT "loan_document_uploads_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "esign_envelopes" DROP CONSTRAINT "esign_envelopes_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "originations" DROP CONSTRAINT "originations_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "disclosure_acknowledgements" DROP CONSTRAINT "disclosure_acknowledgements_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "refinance_consents" DROP CONSTRAINT "refinance_consents_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "renewal_signature_requests" DROP CONSTRAINT "renewal_signature_requests_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "draws" DROP CONSTRAINT "draws_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "risk_acknowledgements" DROP CONSTRAINT "risk_acknowledgements_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_auto_pay" DROP CONSTRAINT "loan_auto_pay_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "refinances" DROP CONSTRAINT "refinances_old_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "refinances" DROP CONSTRAINT "refinances_new_loan_id_loans_id_fk";
--> statement-breakpoint
ALTER TABLE "auto_pay_charges" DROP CONSTRAINT "auto_pay_charges_loan_id_loans_id_fk";
