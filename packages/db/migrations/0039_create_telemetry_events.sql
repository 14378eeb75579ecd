-- Partitioned by month on the envelope's time (issue 28, decision 064): retention drops a whole
-- month's table instead of deleting rows one by one. drizzle-kit cannot write PARTITION BY, so
-- this file was generated and then edited; the snapshot describes the parent's columns.
CREATE TABLE "telemetry_events" (
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"page" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text,
	"auth_user_id" text,
	"signed_in" boolean NOT NULL,
	"role" text,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"country" text
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE INDEX "telemetry_events_occurred_at_idx" ON "telemetry_events" USING btree ("occurred_at");
--> statement-breakpoint
-- Rows of a month without its own partition (one the job has not made yet) land here, so an
-- insert never fails for want of a partition.
CREATE TABLE "telemetry_events_default" PARTITION OF "telemetry_events" DEFAULT;
--> statement-breakpoint
-- Makes the UTC month of `p_month` its partition `telemetry_events_yYYYYmMM` if it is missing,
-- moving that month's rows out of the DEFAULT partition first (attaching a range the DEFAULT
-- partition holds rows of would fail). Serialised by an advisory lock, so two processes at boot
-- or two retention passes at once are safe. Answers the partition's name.
CREATE FUNCTION telemetry_ensure_partition(p_month timestamptz) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_start timestamp := date_trunc('month', p_month AT TIME ZONE 'UTC');
  v_name text := 'telemetry_events_y' || to_char(v_start, 'YYYY') || 'm' || to_char(v_start, 'MM');
  v_from text := to_char(v_start, 'YYYY-MM-DD') || ' 00:00:00+00';
  v_to text := to_char(v_start + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00';
BEGIN
  IF to_regclass(v_name) IS NOT NULL THEN
    RETURN v_name;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('telemetry_events partitions'));
  IF to_regclass(v_name) IS NOT NULL THEN
    RETURN v_name;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE telemetry_events)', v_name);
  EXECUTE format(
    'WITH moved AS (DELETE FROM telemetry_events_default WHERE occurred_at >= %L AND occurred_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
    v_from, v_to, v_name
  );
  EXECUTE format(
    'ALTER TABLE telemetry_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
    v_name, v_from, v_to
  );
  RETURN v_name;
END;
$$;
--> statement-breakpoint
SELECT telemetry_ensure_partition(now());
--> statement-breakpoint
SELECT telemetry_ensure_partition(now() + interval '1 month');
