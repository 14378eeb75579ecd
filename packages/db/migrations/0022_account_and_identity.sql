CREATE TYPE "public"."id_document_type" AS ENUM('passport', 'national_id');--> statement-breakpoint
CREATE TYPE "public"."identity_status" AS ENUM('missing', 'pending', 'verified', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."email_token_purpose" ADD VALUE 'change_email';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'identity_verified';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'identity_rejected';--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_documents_storedName_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"document_type" "id_document_type",
	"issuing_country_code" char(2),
	"number" text,
	"status" "identity_status" DEFAULT 'missing' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_country_code" char(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_documents_user_id_created_at_index" ON "identity_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_identities_status_updated_at_index" ON "user_identities" USING btree ("status","updated_at");