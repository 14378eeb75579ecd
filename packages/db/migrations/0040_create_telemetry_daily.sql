CREATE TABLE "telemetry_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"page_views" bigint NOT NULL,
	"sessions" bigint NOT NULL,
	"users" bigint NOT NULL,
	CONSTRAINT "telemetry_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "telemetry_fold_watermark" (
	"is_singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"received_through" timestamp with time zone NOT NULL,
	"folded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "telemetry_fold_watermark_single_row" CHECK ("telemetry_fold_watermark"."is_singleton")
);
--> statement-breakpoint
-- Hand-written (decision 065): the fold looks for the days of page views received since its
-- watermark, however long ago they occurred. Rows are appended in the order they are received,
-- so a BRIN index (a few pages per partition, next to nothing per insert) finds the recent
-- blocks of each partition; partitions made later get it when they are attached.
CREATE INDEX "telemetry_events_received_at_brin" ON "telemetry_events" USING brin ("received_at");
