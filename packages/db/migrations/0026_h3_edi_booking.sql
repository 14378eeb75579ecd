CREATE TYPE "public"."edi_file_format" AS ENUM('xlsx', 'csv');--> statement-breakpoint
CREATE TYPE "public"."edi_upload_phase" AS ENUM('upload', 'validation', 'booking', 'done');--> statement-breakpoint
CREATE TYPE "public"."edi_upload_status" AS ENUM('in_progress', 'success', 'failed');--> statement-breakpoint
CREATE TYPE "public"."ship_request_source" AS ENUM('customer', 'edi');--> statement-breakpoint
CREATE TABLE "edi_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"ship_request_id" uuid NOT NULL,
	"shipper_name" text NOT NULL,
	"shipper_phone" text,
	"description" text NOT NULL,
	"hs_code" text NOT NULL,
	"product_type_code" text NOT NULL,
	"declared_value_minor" bigint NOT NULL,
	"declared_currency" char(3) NOT NULL,
	"origin_airport_code" char(3) NOT NULL,
	"destination_airport_code" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edi_bookings_shipRequestId_unique" UNIQUE("ship_request_id")
);
--> statement-breakpoint
CREATE TABLE "edi_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "edi_uploads_serial_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"original_file_name" text NOT NULL,
	"format" "edi_file_format" NOT NULL,
	"status" "edi_upload_status" DEFAULT 'in_progress' NOT NULL,
	"phase" "edi_upload_phase" DEFAULT 'upload' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"rows_checked" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "edi_uploads_serialNumber_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "source" "ship_request_source" DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "edi_bookings" ADD CONSTRAINT "edi_bookings_upload_id_edi_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."edi_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_bookings" ADD CONSTRAINT "edi_bookings_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_bookings" ADD CONSTRAINT "edi_bookings_product_type_code_product_types_code_fk" FOREIGN KEY ("product_type_code") REFERENCES "public"."product_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_bookings" ADD CONSTRAINT "edi_bookings_origin_airport_code_airports_code_fk" FOREIGN KEY ("origin_airport_code") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_bookings" ADD CONSTRAINT "edi_bookings_destination_airport_code_airports_code_fk" FOREIGN KEY ("destination_airport_code") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_uploads" ADD CONSTRAINT "edi_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edi_uploads" ADD CONSTRAINT "edi_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edi_bookings_row" ON "edi_bookings" USING btree ("upload_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "edi_uploads_idempotency" ON "edi_uploads" USING btree ("uploaded_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "edi_uploads_company_id_created_at_index" ON "edi_uploads" USING btree ("company_id","created_at");