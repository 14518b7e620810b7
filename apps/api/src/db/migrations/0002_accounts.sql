CREATE TABLE "account_link_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_replacements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"current_customer_id" uuid,
	"new_customer_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_replacements_distinct" CHECK ("customer_replacements"."current_customer_id" is null or "customer_replacements"."current_customer_id" <> "customer_replacements"."new_customer_id")
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"loan_system" text NOT NULL,
	"brand_code" text NOT NULL,
	"state" text DEFAULT 'inProgress' NOT NULL,
	"is_refi_application" boolean DEFAULT false NOT NULL,
	"is_addon_application" boolean DEFAULT false NOT NULL,
	"can_upload_loan_documents" boolean DEFAULT false NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"lock_type" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"customer_id" uuid,
	"store_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_locks_loan_type_unique" UNIQUE("loan_id","lock_type")
);
--> statement-breakpoint
CREATE TABLE "military_statuses" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"is_active_duty" boolean NOT NULL,
	"is_dependent" boolean NOT NULL,
	"declared_by_profile_id" uuid,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repo_pickup_requests" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"requested" boolean NOT NULL,
	"preferred_date" date,
	"contact_phone" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_cache" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_link_attempts" ADD CONSTRAINT "account_link_attempts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_replacements" ADD CONSTRAINT "customer_replacements_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_replacements" ADD CONSTRAINT "customer_replacements_current_customer_id_customers_id_fk" FOREIGN KEY ("current_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_replacements" ADD CONSTRAINT "customer_replacements_new_customer_id_customers_id_fk" FOREIGN KEY ("new_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_locks" ADD CONSTRAINT "loan_locks_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_locks" ADD CONSTRAINT "loan_locks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_locks" ADD CONSTRAINT "loan_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "military_statuses" ADD CONSTRAINT "military_statuses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "military_statuses" ADD CONSTRAINT "military_statuses_declared_by_profile_id_profiles_id_fk" FOREIGN KEY ("declared_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repo_pickup_requests" ADD CONSTRAINT "repo_pickup_requests_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repo_pickup_requests" ADD CONSTRAINT "repo_pickup_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cache" ADD CONSTRAINT "user_cache_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_link_attempts_profile_created_idx" ON "account_link_attempts" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_replacements_profile_idx" ON "customer_replacements" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "loan_applications_customer_system_idx" ON "loan_applications" USING btree ("customer_id","loan_system");--> statement-breakpoint
CREATE INDEX "loan_locks_profile_id_idx" ON "loan_locks" USING btree ("profile_id");