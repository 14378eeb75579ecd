CREATE TYPE "public"."enquiry_form" AS ENUM('general', 'technical', 'loss_claim', 'feedback');--> statement-breakpoint
CREATE TYPE "public"."item_restriction_kind" AS ENUM('prohibited', 'restricted');--> statement-breakpoint
CREATE TYPE "public"."unit_system" AS ENUM('imperial', 'metric');--> statement-breakpoint
CREATE TYPE "public"."tracking_status" AS ENUM('package_received', 'preparing_package', 'package_prepared', 'departed_origin_airport', 'arrived_transit_airport', 'at_transit_sort_facility', 'departed_transit_airport', 'arrived_destination_airport', 'at_destination_sort_facility', 'undergoing_import_clearance', 'arrived_at_facility', 'out_for_delivery', 'delivered', 'undelivered', 'return_to_hub', 'refused_by_recipient', 'unable_to_deliver');--> statement-breakpoint
CREATE TABLE "contact_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" "enquiry_form" NOT NULL,
	"enquiry_type_code" text,
	"country_code" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"package_locker_number" text,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"cc" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"primary_city" text NOT NULL,
	"is_origin" boolean DEFAULT false NOT NULL,
	"is_destination" boolean DEFAULT false NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"phone_label" text NOT NULL,
	"is_destination" boolean DEFAULT false NOT NULL,
	"is_shopping_country" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_rules" (
	"country_code" char(2) PRIMARY KEY NOT NULL,
	"currency" char(3) NOT NULL,
	"duty_threshold_minor" bigint NOT NULL,
	"duty_rate_bp" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"admin_fee_minor" bigint DEFAULT 0 NOT NULL,
	"extended_liability_fee_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_types" (
	"code" text PRIMARY KEY NOT NULL,
	"label" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" date NOT NULL,
	"from_currency" char(3) NOT NULL,
	"to_currency" char(3) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	CONSTRAINT "exchange_rates_month_fromCurrency_toCurrency_unique" UNIQUE("month","from_currency","to_currency")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "faqs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prohibited_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "item_restriction_kind" NOT NULL,
	"shopping_country_code" char(2),
	"delivery_country_code" char(2) NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	CONSTRAINT "prohibited_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"destination_country_code" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"first_half_kg_minor" bigint NOT NULL,
	"additional_half_kg_minor" bigint NOT NULL,
	CONSTRAINT "rate_cards_warehouseId_destinationCountryCode_unique" UNIQUE("warehouse_id","destination_country_code")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"street" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"unit_system" "unit_system" NOT NULL,
	"free_storage_days" integer DEFAULT 30 NOT NULL,
	"storage_fee_per_day_minor" bigint DEFAULT 0 NOT NULL,
	"liability_increment_minor" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tracked_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"air_waybill_number" text,
	"order_number" text,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"weight_grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_shipments_airWaybillNumber_unique" UNIQUE("air_waybill_number"),
	CONSTRAINT "tracked_shipments_orderNumber_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" "tracking_status" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"airport_code" text
);
--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_rules" ADD CONSTRAINT "customs_rules_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prohibited_items" ADD CONSTRAINT "prohibited_items_shopping_country_code_countries_code_fk" FOREIGN KEY ("shopping_country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prohibited_items" ADD CONSTRAINT "prohibited_items_delivery_country_code_countries_code_fk" FOREIGN KEY ("delivery_country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_destination_country_code_countries_code_fk" FOREIGN KEY ("destination_country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_tracked_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."tracked_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_id_occurred_at_index" ON "tracking_events" USING btree ("shipment_id","occurred_at");