CREATE TYPE "public"."address_type" AS ENUM('work', 'home', 'other');--> statement-breakpoint
CREATE TYPE "public"."contact_title" AS ENUM('Mr', 'Ms', 'Mrs', 'Miss');--> statement-breakpoint
CREATE TYPE "public"."shipper_consignee_address_type" AS ENUM('shipper', 'consignee');--> statement-breakpoint
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
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_contacts" ADD CONSTRAINT "return_contacts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_one_default_per_user" ON "contacts" USING btree ("user_id") WHERE "contacts"."is_default";--> statement-breakpoint
CREATE INDEX "contacts_user_id_created_at_index" ON "contacts" USING btree ("user_id","created_at");