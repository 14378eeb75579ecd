import {
  canRecordTrackingStatus,
  shipRequestStatusAfter,
  type TrackingImportResult,
  type TrackingImportRow,
  TrackingImportRowSchema,
  type TrackingStatus,
} from '@skyparcel/domain/tracking';
import { recordAudit } from '../../modules/audit';
import { findStaffShipRequestStates, type StaffCaller } from '../../modules/ship-requests';
import {
  findShipmentsByAirWaybill,
  listEffectiveEvents,
  recordTrackingEventIn,
  type ShipmentEvent,
  type TrackingDeps,
} from '../../modules/tracking';
import { readScanFile, refuseFile, type ScanFile } from './read-scan-file';

/** At most this many problems are listed; the count says how many there were. */
const MAX_REPORTED = 200;

type CheckedRow = { line: number; row: TrackingImportRow };
/** Where a shipment stands while the file's rows are checked in order. */
type Standing = {
  statuses: TrackingStatus[];
  latest: Date | undefined;
  scans: Set<string>;
  requestState: string | null;
};

const scanKey = (status: TrackingStatus, at: Date) => `${status}@${at.getTime()}`;

/**
 * POST /staff/tracking-imports: a carrier's scans by air waybill (CSV or XLSX; columns
 * TRACKING_IMPORT_COLUMNS, decision 042). Every row is checked first, against the shipment's
 * events and the file's earlier rows (a shipment's rows in time order): a valid AWB of a shipment
 * the clerk may handle, a known status keeping the order rule, a time not before the previous
 * one, a packed request for a status past departure. One bad row imports nothing and every
 * problem is reported by row number (fields `row.<n>.<column>`). Then all rows are recorded in
 * one transaction through the tracking module, so the request moves and e-mails are the same as
 * a clerk's scan; a row that is the same scan as a recorded event counts as a duplicate (the same
 * file twice imports nothing new). Audited once.
 */
export async function importTrackingScans(
  deps: TrackingDeps,
  staff: StaffCaller,
  file: ScanFile,
): Promise<TrackingImportResult> {
  const fileRows = await readScanFile(file);
  const problems: Record<string, string> = {};
  let problemCount = 0;
  const report = (line: number, column: string, key: string) => {
    problemCount += 1;
    if (Object.keys(problems).length < MAX_REPORTED) {
      problems[`row.${line}.${column}`] = key;
    }
  };

  const checked: CheckedRow[] = [];
  for (const { line, values } of fileRows) {
    const parsed = TrackingImportRowSchema.safeParse(values);
    if (parsed.success) {
      checked.push({ line, row: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      report(
        line,
        String(issue.path[0] ?? 'row'),
        issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      );
    }
  }

  const numbers = [...new Set(checked.map(({ row }) => row.airWaybillNumber))];
  const shipments = new Map(
    (await findShipmentsByAirWaybill(deps.db, numbers)).map((row) => [row.airWaybillNumber, row]),
  );
  const requestIds = [...shipments.values()].flatMap((row) => row.shipRequestId ?? []);
  const allowed = await findStaffShipRequestStates(deps.db, staff, requestIds);
  const timelines = groupByShipment(
    await listEffectiveEvents(
      deps.db,
      [...shipments.values()].map((row) => row.id),
    ),
  );

  const standings = new Map<string, Standing>();
  const ordered = [...checked].sort(
    (a, b) =>
      a.row.airWaybillNumber.localeCompare(b.row.airWaybillNumber) ||
      a.row.occurredAt.getTime() - b.row.occurredAt.getTime() ||
      a.line - b.line,
  );
  for (const { line, row } of ordered) {
    const shipment = shipments.get(row.airWaybillNumber);
    if (!shipment) {
      report(line, 'airWaybillNumber', 'operator.trackingImport.unknownAirWaybill');
      continue;
    }
    const requestState = shipment.shipRequestId ? allowed.get(shipment.shipRequestId) : undefined;
    if (shipment.shipRequestId ? requestState === undefined : staff.role !== 'ADMIN') {
      report(line, 'airWaybillNumber', 'operator.trackingImport.notYourWarehouse');
      continue;
    }
    const standing = standingOf(
      standings,
      shipment.id,
      timelines.get(shipment.id) ?? [],
      requestState ?? null,
    );
    const key = scanKey(row.status, row.occurredAt);
    if (standing.scans.has(key)) {
      continue;
    }
    if (standing.latest && row.occurredAt < standing.latest) {
      report(line, 'occurredAt', 'operator.trackingImport.beforeLatest');
      continue;
    }
    if (!canRecordTrackingStatus(standing.statuses, row.status)) {
      report(line, 'status', 'operator.trackingImport.statusNotAllowed');
      continue;
    }
    const notPacked = standing.requestState === 'paid' || standing.requestState === 'preparing';
    if (notPacked && shipRequestStatusAfter(row.status) !== null) {
      report(line, 'status', 'operator.trackingImport.notPacked');
      continue;
    }
    standing.statuses.push(row.status);
    standing.latest = row.occurredAt;
    standing.scans.add(key);
  }
  if (problemCount > 0) {
    refuseFile(problems, problemCount);
  }

  const imported = await deps.db.transaction(async (tx) => {
    let created = 0;
    for (const { row } of ordered) {
      const recorded = await recordTrackingEventIn(tx, deps, {
        ...row,
        source: 'import',
        recordedBy: null,
      });
      created += recorded.created ? 1 : 0;
    }
    await recordAudit(tx, {
      actor: staff.id,
      action: 'tracking.import',
      subject: null,
      detail: { rows: fileRows.length, imported: created, kind: file.kind },
    });
    return created;
  });
  return { rows: fileRows.length, imported, duplicates: fileRows.length - imported };
}

function groupByShipment(events: ShipmentEvent[]) {
  const byShipment = new Map<string, ShipmentEvent[]>();
  for (const event of events) {
    const list = byShipment.get(event.shipmentId) ?? [];
    list.push(event);
    byShipment.set(event.shipmentId, list);
  }
  return byShipment;
}

function standingOf(
  standings: Map<string, Standing>,
  shipmentId: string,
  timeline: ShipmentEvent[],
  requestState: string | null,
): Standing {
  let standing = standings.get(shipmentId);
  if (!standing) {
    standing = {
      statuses: timeline.map((event) => event.status),
      latest: timeline.at(-1)?.occurredAt,
      scans: new Set(
        timeline.map((event) => scanKey(event.scanned.status, event.scanned.occurredAt)),
      ),
      requestState,
    };
    standings.set(shipmentId, standing);
  }
  return standing;
}
