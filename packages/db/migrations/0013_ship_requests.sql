CREATE TYPE "public"."ship_request_status" AS ENUM('awaiting_payment', 'paid', 'preparing', 'packed', 'departed', 'delivered', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."package_status" ADD VALUE 'awaiting_payment' BEFORE 'preparing';--> statement-breakpoint
CREATE TABLE "ship_request_packages" (
	"ship_request_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "ship_request_packages_ship_request_id_package_id_pk" PRIMARY KEY("ship_request_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "ship_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "ship_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 40000001 CACHE 1),
	"user_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"contact_id" uuid,
	"destination_country_code" char(2) NOT NULL,
	"ship_to" jsonb NOT NULL,
	"status" "ship_request_status" DEFAULT 'awaiting_payment' NOT NULL,
	"options" jsonb NOT NULL,
	"tax_id" text,
	"special_instructions" text,
	"coupon_code" text,
	"use_credit" boolean DEFAULT false NOT NULL,
	"quote_lines" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ship_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "ship_request_packages" ADD CONSTRAINT "ship_request_packages_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_request_packages" ADD CONSTRAINT "ship_request_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_destination_country_code_countries_code_fk" FOREIGN KEY ("destination_country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ship_request_packages_one_live_request" ON "ship_request_packages" USING btree ("package_id") WHERE "ship_request_packages"."released_at" is null;--> statement-breakpoint
CREATE INDEX "ship_requests_user_id_created_at_index" ON "ship_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ship_requests_user_id_status_index" ON "ship_requests" USING btree ("user_id","status");