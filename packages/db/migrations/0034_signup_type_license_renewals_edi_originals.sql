CREATE TABLE "trade_license_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"submitted_by" uuid NOT NULL,
	"status" "business_application_status" DEFAULT 'pending' NOT NULL,
	"trade_license_number" text NOT NULL,
	"trade_license_expires_on" date NOT NULL,
	"document_stored_name" text NOT NULL,
	"document_original_name" text NOT NULL,
	"document_content_type" text NOT NULL,
	"document_size_bytes" integer NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_account_type" text DEFAULT 'Personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "edi_uploads" ADD COLUMN "file_stored_name" text;--> statement-breakpoint
ALTER TABLE "trade_license_renewals" ADD CONSTRAINT "trade_license_renewals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_license_renewals" ADD CONSTRAINT "trade_license_renewals_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_license_renewals" ADD CONSTRAINT "trade_license_renewals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_license_renewals_one_pending_per_company" ON "trade_license_renewals" USING btree ("company_id") WHERE "trade_license_renewals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trade_license_renewals_status_created_at_index" ON "trade_license_renewals" USING btree ("status","created_at");