CREATE TYPE "public"."ship_request_charge_kind" AS ENUM('weight_difference');--> statement-breakpoint
CREATE TABLE "ship_request_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_request_id" uuid NOT NULL,
	"kind" "ship_request_charge_kind" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ship_request_charges" ADD CONSTRAINT "ship_request_charges_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_request_charges" ADD CONSTRAINT "ship_request_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ship_request_charges_one_per_kind" ON "ship_request_charges" USING btree ("ship_request_id","kind");