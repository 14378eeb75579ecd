CREATE TABLE "report_invoice_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"warehouse_id" uuid,
	"destination" char(2),
	"currency" char(3) NOT NULL,
	"billed_invoices" integer DEFAULT 0 NOT NULL,
	"billed_minor" bigint DEFAULT 0 NOT NULL,
	"paid_invoices" integer DEFAULT 0 NOT NULL,
	"duties_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_shipment_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"destination" char(2) NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"weight_grams" bigint DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"timed" integer DEFAULT 0 NOT NULL,
	"transit_seconds" numeric DEFAULT '0' NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_reports";--> statement-breakpoint
DROP INDEX "ship_requests_reports_paid";--> statement-breakpoint
DROP INDEX "ship_requests_reports_delivered";--> statement-breakpoint
CREATE INDEX "report_invoice_days_company_id_day_index" ON "report_invoice_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "report_invoice_days_pending" ON "report_invoice_days" USING btree ("company_id","day") WHERE not "report_invoice_days"."folded";--> statement-breakpoint
CREATE INDEX "report_shipment_days_company_id_day_index" ON "report_shipment_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "report_shipment_days_pending" ON "report_shipment_days" USING btree ("company_id","day") WHERE not "report_shipment_days"."folded";--> statement-breakpoint
CREATE INDEX "invoices_reports_outstanding" ON "invoices" USING btree ("company_id","issued_at","kind","currency","warehouse_id","ship_request_id","outstanding_minor","due_at") WHERE "invoices"."outstanding_minor" > 0;--> statement-breakpoint
-- Hand-written from here to the end (decision 055): the functions and triggers that keep the
-- reports' daily rollups, then the backfill. Every write of a counted row appends the difference
-- it makes (its rows as they count now minus as they counted before), summed per key within the
-- statement; nothing here ever updates a rollup row, so two writers never wait for one another
-- here, whatever order they touch a company's days in. report_fold_days() merges the differences.
--
-- What a paid or delivered ship request counts for, given its user's company (`sign` -1 takes it
-- back). The weight is the packed boxes', else the tracked weight as paid; on time is delivered
-- within PROMISED_TRANSIT_DAYS (7, packages/domain reports) of departure, else packing, else
-- payment. A user without a company counts nowhere.
CREATE FUNCTION report_shipment_rows(r ship_requests, company uuid, sign integer)
RETURNS SETOF report_shipment_days LANGUAGE sql STABLE AS $$
  SELECT company, (r.paid_at AT TIME ZONE 'UTC')::date, r.warehouse_id, r.destination_country_code,
    sign, sign * coalesce(r.final_weight_grams,
      (SELECT t.weight_grams FROM tracked_shipments t WHERE t.ship_request_id = r.id), 0)::bigint,
    0, 0, 0, 0::numeric, false
  WHERE company IS NOT NULL AND r.paid_at IS NOT NULL
  UNION ALL
  SELECT company, (r.delivered_at AT TIME ZONE 'UTC')::date, r.warehouse_id, r.destination_country_code,
    0, 0::bigint, sign,
    sign * coalesce((r.delivered_at - s.start <= make_interval(days => 7))::integer, 0),
    sign * (s.start IS NOT NULL)::integer,
    sign * coalesce(extract(epoch FROM r.delivered_at - s.start), 0), false
  FROM (SELECT coalesce(r.departed_at, r.packed_at, r.paid_at) AS start) s
  WHERE company IS NOT NULL AND r.delivered_at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION report_add_shipment_days(changes report_shipment_days[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO report_shipment_days (company_id, day, warehouse_id, destination, paid, weight_grams,
    delivered, on_time, timed, transit_seconds)
  SELECT company_id, day, warehouse_id, destination, sum(paid), sum(weight_grams), sum(delivered),
    sum(on_time), sum(timed), sum(transit_seconds)
  FROM unnest(changes)
  GROUP BY company_id, day, warehouse_id, destination
  HAVING sum(paid) <> 0 OR sum(weight_grams) <> 0 OR sum(delivered) <> 0 OR sum(on_time) <> 0
    OR sum(timed) <> 0 OR sum(transit_seconds) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION report_ship_requests_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes report_shipment_days[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT changes || coalesce(array_agg(f), '{}') INTO changes
    FROM new_rows n JOIN users u ON u.id = n.user_id
    CROSS JOIN LATERAL report_shipment_rows(ROW(n.*)::ship_requests, u.company_id, 1) f;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT changes || coalesce(array_agg(f), '{}') INTO changes
    FROM old_rows o JOIN users u ON u.id = o.user_id
    CROSS JOIN LATERAL report_shipment_rows(ROW(o.*)::ship_requests, u.company_id, -1) f;
  END IF;
  PERFORM report_add_shipment_days(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_ship_requests_inserted AFTER INSERT ON ship_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_ship_requests_changed();
--> statement-breakpoint
CREATE TRIGGER report_ship_requests_updated AFTER UPDATE ON ship_requests
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ship_requests_changed();
--> statement-breakpoint
CREATE TRIGGER report_ship_requests_deleted AFTER DELETE ON ship_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_ship_requests_changed();
--> statement-breakpoint
-- The tracked weight counts for a paid request not packed yet.
CREATE FUNCTION report_tracked_shipments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes report_shipment_days[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT changes || coalesce(array_agg(ROW(u.company_id, (r.paid_at AT TIME ZONE 'UTC')::date,
      r.warehouse_id, r.destination_country_code, 0, n.weight_grams::bigint, 0, 0, 0, 0, false)
      ::report_shipment_days), '{}') INTO changes
    FROM new_rows n JOIN ship_requests r ON r.id = n.ship_request_id JOIN users u ON u.id = r.user_id
    WHERE u.company_id IS NOT NULL AND r.paid_at IS NOT NULL AND r.final_weight_grams IS NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT changes || coalesce(array_agg(ROW(u.company_id, (r.paid_at AT TIME ZONE 'UTC')::date,
      r.warehouse_id, r.destination_country_code, 0, -o.weight_grams::bigint, 0, 0, 0, 0, false)
      ::report_shipment_days), '{}') INTO changes
    FROM old_rows o JOIN ship_requests r ON r.id = o.ship_request_id JOIN users u ON u.id = r.user_id
    WHERE u.company_id IS NOT NULL AND r.paid_at IS NOT NULL AND r.final_weight_grams IS NULL;
  END IF;
  PERFORM report_add_shipment_days(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_tracked_shipments_inserted AFTER INSERT ON tracked_shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_tracked_shipments_changed();
--> statement-breakpoint
CREATE TRIGGER report_tracked_shipments_updated AFTER UPDATE ON tracked_shipments
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_tracked_shipments_changed();
--> statement-breakpoint
CREATE TRIGGER report_tracked_shipments_deleted AFTER DELETE ON tracked_shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_tracked_shipments_changed();
--> statement-breakpoint
-- A shipment is its user's company's (companyMemberIds, decision 055): a user who joins or leaves
-- a company takes their shipments along, as the live rule does.
CREATE FUNCTION report_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes report_shipment_days[] := '{}';
BEGIN
  SELECT coalesce(array_agg(f), '{}') INTO changes
  FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.company_id IS DISTINCT FROM n.company_id
  JOIN ship_requests r ON r.user_id = n.id
  CROSS JOIN LATERAL (SELECT * FROM report_shipment_rows(r, n.company_id, 1)
    UNION ALL SELECT * FROM report_shipment_rows(r, o.company_id, -1)) f;
  PERFORM report_add_shipment_days(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_users_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_users_changed();
--> statement-breakpoint
-- What an invoice counts for (credit notes never): its billed amount on its lane (a ship
-- request's invoice with its warehouse; an EDI upload's invoice on account split over the lanes
-- of the shipments it booked, each at its price), and, paid in full and not credited, its duties
-- and VAT under its own warehouse and its ship request's destination.
CREATE FUNCTION report_invoice_rows(i invoices, sign integer)
RETURNS SETOF report_invoice_days LANGUAGE sql STABLE AS $$
  SELECT i.company_id, (i.issued_at AT TIME ZONE 'UTC')::date, i.warehouse_id,
    r.destination_country_code, i.currency, sign, sign * i.billed_minor, 0, 0::bigint, 0::bigint, false
  FROM ship_requests r
  WHERE r.id = i.ship_request_id AND i.warehouse_id IS NOT NULL AND i.company_id IS NOT NULL
    AND i.kind <> 'credit_note'
  UNION ALL
  SELECT i.company_id, (i.issued_at AT TIME ZONE 'UTC')::date, r.warehouse_id,
    r.destination_country_code, i.currency, sign, sign * sum(r.total_minor), 0, 0::bigint, 0::bigint, false
  FROM edi_uploads e
  JOIN edi_bookings b ON b.upload_id = e.id
  JOIN ship_requests r ON r.id = b.ship_request_id AND r.currency = i.currency
  WHERE i.statement_code = 'EDI_BOOKING' AND i.ship_request_id IS NULL AND i.company_id IS NOT NULL
    AND i.kind <> 'credit_note' AND e.company_id = i.company_id
    AND e.serial_number = (i.statement_params ->> 'serialNumber')::integer
  GROUP BY r.warehouse_id, r.destination_country_code
  UNION ALL
  SELECT i.company_id, (i.issued_at AT TIME ZONE 'UTC')::date, i.warehouse_id,
    (SELECT r.destination_country_code FROM ship_requests r WHERE r.id = i.ship_request_id),
    i.currency, 0, 0::bigint, sign, sign * i.duties_minor, sign * i.vat_minor, false
  WHERE i.company_id IS NOT NULL AND i.kind <> 'credit_note' AND i.outstanding_minor = 0
    AND i.credited_minor = 0
$$;
--> statement-breakpoint
CREATE FUNCTION report_invoices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes report_invoice_days[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT changes || coalesce(array_agg(f), '{}') INTO changes
    FROM new_rows n CROSS JOIN LATERAL report_invoice_rows(ROW(n.*)::invoices, 1) f;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT changes || coalesce(array_agg(f), '{}') INTO changes
    FROM old_rows o CROSS JOIN LATERAL report_invoice_rows(ROW(o.*)::invoices, -1) f;
  END IF;
  INSERT INTO report_invoice_days (company_id, day, warehouse_id, destination, currency,
    billed_invoices, billed_minor, paid_invoices, duties_minor, vat_minor)
  SELECT company_id, day, warehouse_id, destination, currency, sum(billed_invoices),
    sum(billed_minor), sum(paid_invoices), sum(duties_minor), sum(vat_minor)
  FROM unnest(changes)
  GROUP BY company_id, day, warehouse_id, destination, currency
  HAVING sum(billed_invoices) <> 0 OR sum(billed_minor) <> 0 OR sum(paid_invoices) <> 0
    OR sum(duties_minor) <> 0 OR sum(vat_minor) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_invoices_inserted AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER report_invoices_updated AFTER UPDATE ON invoices
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER report_invoices_deleted AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_invoices_changed();
--> statement-breakpoint
-- Merges the differences of the (company, day) pairs that have any into one row per key (a
-- background pass, decision 055). One fold at a time (the advisory lock); writers only ever
-- insert, and a difference written after the fold's snapshot waits for the next fold.
CREATE FUNCTION report_fold_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtextextended('report_fold_days', 0)) THEN
    RETURN;
  END IF;
  WITH pending AS (SELECT DISTINCT company_id, day FROM report_shipment_days WHERE NOT folded),
  gone AS (
    DELETE FROM report_shipment_days d USING pending p
    WHERE d.company_id = p.company_id AND d.day = p.day RETURNING d.*)
  INSERT INTO report_shipment_days (company_id, day, warehouse_id, destination, paid, weight_grams,
    delivered, on_time, timed, transit_seconds, folded)
  SELECT company_id, day, warehouse_id, destination, sum(paid), sum(weight_grams), sum(delivered),
    sum(on_time), sum(timed), sum(transit_seconds), true
  FROM gone GROUP BY company_id, day, warehouse_id, destination
  HAVING sum(paid) <> 0 OR sum(weight_grams) <> 0 OR sum(delivered) <> 0 OR sum(on_time) <> 0
    OR sum(timed) <> 0 OR sum(transit_seconds) <> 0;
  WITH pending AS (SELECT DISTINCT company_id, day FROM report_invoice_days WHERE NOT folded),
  gone AS (
    DELETE FROM report_invoice_days d USING pending p
    WHERE d.company_id = p.company_id AND d.day = p.day RETURNING d.*)
  INSERT INTO report_invoice_days (company_id, day, warehouse_id, destination, currency,
    billed_invoices, billed_minor, paid_invoices, duties_minor, vat_minor, folded)
  SELECT company_id, day, warehouse_id, destination, currency, sum(billed_invoices),
    sum(billed_minor), sum(paid_invoices), sum(duties_minor), sum(vat_minor), true
  FROM gone GROUP BY company_id, day, warehouse_id, destination, currency
  HAVING sum(billed_invoices) <> 0 OR sum(billed_minor) <> 0 OR sum(paid_invoices) <> 0
    OR sum(duties_minor) <> 0 OR sum(vat_minor) <> 0;
END
$$;
--> statement-breakpoint
-- The backfill: what the rows written before this migration count for, then folded.
SELECT report_add_shipment_days(coalesce((SELECT array_agg(f) FROM ship_requests r
  JOIN users u ON u.id = r.user_id CROSS JOIN LATERAL report_shipment_rows(r, u.company_id, 1) f), '{}'));
--> statement-breakpoint
INSERT INTO report_invoice_days (company_id, day, warehouse_id, destination, currency,
  billed_invoices, billed_minor, paid_invoices, duties_minor, vat_minor)
SELECT f.company_id, f.day, f.warehouse_id, f.destination, f.currency, sum(f.billed_invoices),
  sum(f.billed_minor), sum(f.paid_invoices), sum(f.duties_minor), sum(f.vat_minor)
FROM invoices i CROSS JOIN LATERAL report_invoice_rows(i, 1) f
GROUP BY f.company_id, f.day, f.warehouse_id, f.destination, f.currency;
--> statement-breakpoint
SELECT report_fold_days();
