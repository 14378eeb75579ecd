-- Price data is effective-dated (decision 040): existing figures become the first versions,
-- in force from 2026-01-01 (the seed's FIRST_PRICE_DATE), and nothing an operator kept is lost.
CREATE TABLE "warehouse_price_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"free_storage_days" integer NOT NULL,
	"storage_fee_per_day_minor" bigint NOT NULL,
	"liability_increment_minor" bigint NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_price_terms_warehouseId_effectiveFrom_unique" UNIQUE("warehouse_id","effective_from"),
	CONSTRAINT "warehouse_price_terms_not_negative" CHECK ("warehouse_price_terms"."free_storage_days" >= 0 and "warehouse_price_terms"."storage_fee_per_day_minor" >= 0 and "warehouse_price_terms"."liability_increment_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "warehouse_price_terms" ADD CONSTRAINT "warehouse_price_terms_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "warehouse_price_terms" ("warehouse_id", "free_storage_days", "storage_fee_per_day_minor", "liability_increment_minor", "effective_from")
	SELECT "id", "free_storage_days", "storage_fee_per_day_minor", "liability_increment_minor", '2026-01-01T00:00:00Z' FROM "warehouses";--> statement-breakpoint
ALTER TABLE "customs_rules" DROP CONSTRAINT "customs_rules_pkey";--> statement-breakpoint
ALTER TABLE "customs_rules" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_rules" ADD COLUMN "effective_from" timestamp with time zone DEFAULT '2026-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_rules" ALTER COLUMN "effective_from" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customs_rules" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "effective_from" timestamp with time zone;--> statement-breakpoint
UPDATE "exchange_rates" SET "effective_from" = ("month"::timestamp AT TIME ZONE 'UTC');--> statement-breakpoint
ALTER TABLE "exchange_rates" ALTER COLUMN "effective_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_cards" DROP CONSTRAINT "rate_cards_warehouseId_destinationCountryCode_unique";--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "steps" jsonb;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "effective_from" timestamp with time zone DEFAULT '2026-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_cards" ALTER COLUMN "effective_from" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Two steps price every weight as "first half kg, then each further one" did (priceByRateCard).
UPDATE "rate_cards" SET "steps" = jsonb_build_array(
	jsonb_build_object('kg', 0.5, 'amountMinor', "first_half_kg_minor"),
	jsonb_build_object('kg', 1, 'amountMinor', "first_half_kg_minor" + "additional_half_kg_minor"));--> statement-breakpoint
ALTER TABLE "rate_cards" ALTER COLUMN "steps" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_cards" DROP COLUMN "first_half_kg_minor";--> statement-breakpoint
ALTER TABLE "rate_cards" DROP COLUMN "additional_half_kg_minor";--> statement-breakpoint
ALTER TABLE "warehouses" DROP COLUMN "free_storage_days";--> statement-breakpoint
ALTER TABLE "warehouses" DROP COLUMN "storage_fee_per_day_minor";--> statement-breakpoint
ALTER TABLE "warehouses" DROP COLUMN "liability_increment_minor";--> statement-breakpoint
ALTER TABLE "customs_rules" ADD CONSTRAINT "customs_rules_countryCode_effectiveFrom_unique" UNIQUE("country_code","effective_from");--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_warehouseId_destinationCountryCode_effectiveFrom_unique" UNIQUE("warehouse_id","destination_country_code","effective_from");
