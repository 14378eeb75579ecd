CREATE TYPE "public"."address_type" AS ENUM('work', 'home', 'other');--> statement-breakpoint
CREATE TYPE "public"."contact_title" AS ENUM('Mr', 'Ms', 'Mrs', 'Miss');--> statement-breakpoint
CREATE TYPE "public"."shipper_consignee_address_type" AS ENUM('shipper', 'consignee');--> statement-breakpoint
CREATE TYPE "public"."shipping_option_code" AS ENUM('INS', 'LPH', 'DSB', 'FRG', 'EPK', 'ORB');--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" "contact_title",
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state_or_province" text NOT NULL,
	"zip" text,
	"country_code" char(2) NOT NULL,
	"phone_country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"address_type" "address_type" NOT NULL,
	"shipper_consignee_address_type" "shipper_consignee_address_type" NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_user_fingerprint_key" UNIQUE("user_id","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "return_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" char(2) NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state_or_province" text,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_contacts_country_name_key" UNIQUE("country_code","name")
);
--> statement-breakpoint
CREATE TABLE "account_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_basis_points" integer,
	"amount_minor" bigint,
	"currency" char(3),
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_percent_or_amount" CHECK (("coupons"."percent_basis_points" between 1 and 10000 and "coupons"."amount_minor" is null and "coupons"."currency" is null) or ("coupons"."percent_basis_points" is null and "coupons"."amount_minor" > 0 and "coupons"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "membership_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_discounts_level_effectiveFrom_unique" UNIQUE("level","effective_from"),
	CONSTRAINT "membership_discount_range" CHECK ("membership_discounts"."discount_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "shipping_option_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_code" "shipping_option_code" NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"fee_minor" bigint NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_option_fees_optionCode_warehouseId_effectiveFrom_unique" UNIQUE("option_code","warehouse_id","effective_from"),
	CONSTRAINT "shipping_option_fee_not_negative" CHECK ("shipping_option_fees"."fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"code" "shipping_option_code" PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_contacts" ADD CONSTRAINT "return_contacts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option_fees" ADD CONSTRAINT "shipping_option_fees_option_code_shipping_options_code_fk" FOREIGN KEY ("option_code") REFERENCES "public"."shipping_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_option_fees" ADD CONSTRAINT "shipping_option_fees_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_one_default_per_user" ON "contacts" USING btree ("user_id") WHERE "contacts"."is_default";--> statement-breakpoint
CREATE INDEX "contacts_user_id_created_at_index" ON "contacts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_credits_user_id_index" ON "account_credits" USING btree ("user_id");