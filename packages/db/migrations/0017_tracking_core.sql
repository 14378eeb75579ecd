CREATE TYPE "public"."tracking_event_source" AS ENUM('staff', 'import', 'system');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'shipment_status';--> statement-breakpoint
CREATE TABLE "ship_request_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_request_id" uuid NOT NULL,
	"box_number" integer NOT NULL,
	"actual_weight_grams" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"volumetric_weight_grams" integer NOT NULL,
	"billed_weight_grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ship_request_boxes_number_positive" CHECK ("ship_request_boxes"."box_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tracking_event_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"status" "tracking_status" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"airport_code" text,
	"note" text,
	"reason" text NOT NULL,
	"corrected_by" uuid NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_waybill_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"airline_prefix" char(3) NOT NULL,
	"first_serial" integer NOT NULL,
	"last_serial" integer NOT NULL,
	"next_serial" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "air_waybill_ranges_serials" CHECK ("air_waybill_ranges"."first_serial" >= 0 and "air_waybill_ranges"."last_serial" <= 9999999 and "air_waybill_ranges"."first_serial" <= "air_waybill_ranges"."last_serial" and "air_waybill_ranges"."next_serial" >= "air_waybill_ranges"."first_serial" and "air_waybill_ranges"."next_serial" <= "air_waybill_ranges"."last_serial" + 1)
);
--> statement-breakpoint
CREATE TABLE "master_waybills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"flight_number" text NOT NULL,
	"departure_date" date NOT NULL,
	"origin_airport_code" char(3) NOT NULL,
	"destination_airport_code" char(3) NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_waybills_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shipment_status_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "air_waybill_number" text;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "master_waybill_id" uuid;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "final_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "billed_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "preparing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "packed_by" uuid;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "departed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_shipments" ADD COLUMN "ship_request_id" uuid;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "source" "tracking_event_source" DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ship_request_boxes" ADD CONSTRAINT "ship_request_boxes_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_event_corrections" ADD CONSTRAINT "tracking_event_corrections_event_id_tracking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tracking_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_event_corrections" ADD CONSTRAINT "tracking_event_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_waybills" ADD CONSTRAINT "master_waybills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ship_request_boxes_number" ON "ship_request_boxes" USING btree ("ship_request_id","box_number");--> statement-breakpoint
CREATE INDEX "tracking_event_corrections_event_id_corrected_at_index" ON "tracking_event_corrections" USING btree ("event_id","corrected_at");--> statement-breakpoint
CREATE INDEX "air_waybill_ranges_airline_prefix_active_index" ON "air_waybill_ranges" USING btree ("airline_prefix","active");--> statement-breakpoint
CREATE UNIQUE INDEX "air_waybill_ranges_first_serial" ON "air_waybill_ranges" USING btree ("airline_prefix","first_serial");--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_master_waybill_id_master_waybills_id_fk" FOREIGN KEY ("master_waybill_id") REFERENCES "public"."master_waybills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_shipments" ADD CONSTRAINT "tracked_shipments_ship_request_id_ship_requests_id_fk" FOREIGN KEY ("ship_request_id") REFERENCES "public"."ship_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ship_requests_warehouse_id_status_paid_at_index" ON "ship_requests" USING btree ("warehouse_id","status","paid_at");--> statement-breakpoint
CREATE INDEX "ship_requests_master_waybill_id_index" ON "ship_requests" USING btree ("master_waybill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_dedupe" ON "tracking_events" USING btree ("shipment_id","status","occurred_at");--> statement-breakpoint
ALTER TABLE "ship_requests" ADD CONSTRAINT "ship_requests_airWaybillNumber_unique" UNIQUE("air_waybill_number");--> statement-breakpoint
ALTER TABLE "tracked_shipments" ADD CONSTRAINT "tracked_shipments_shipRequestId_unique" UNIQUE("ship_request_id");