CREATE TYPE "public"."business_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE SEQUENCE "public"."customer_id_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "business_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"status" "business_application_status" DEFAULT 'pending' NOT NULL,
	"company_name" text NOT NULL,
	"business_type" text NOT NULL,
	"tax_registration_number" text NOT NULL,
	"export_import_code" text NOT NULL,
	"trade_license_number" text NOT NULL,
	"trade_license_expires_on" date NOT NULL,
	"shipping" jsonb NOT NULL,
	"billing" jsonb NOT NULL,
	"airport_code" text NOT NULL,
	"primary_city" text NOT NULL,
	"document_stored_name" text NOT NULL,
	"document_original_name" text NOT NULL,
	"document_content_type" text NOT NULL,
	"document_size_bytes" integer NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trade_license_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trade_license_expires_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trade_license_reminder_sent_for" date;--> statement-breakpoint
ALTER TABLE "business_applications" ADD CONSTRAINT "business_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_applications" ADD CONSTRAINT "business_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_applications" ADD CONSTRAINT "business_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_applications_one_pending_per_applicant" ON "business_applications" USING btree ("applicant_user_id") WHERE "business_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_applications_status_created_at_index" ON "business_applications" USING btree ("status","created_at");