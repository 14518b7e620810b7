CREATE TABLE "reconciliation_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posted_on" date NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"loan_id" text NOT NULL,
	"our_amount_cents" bigint,
	"their_amount_cents" bigint,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reconciliation_differences_once" UNIQUE("posted_on","payment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"posted_on" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"ours" integer NOT NULL,
	"theirs" integer NOT NULL,
	"differences" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reconciliation_differences_open_idx" ON "reconciliation_differences" USING btree ("found_at");