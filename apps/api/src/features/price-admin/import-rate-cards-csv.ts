import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { MAX_AMOUNT } from '@skyparcel/domain/input';
import {
  HALF_KG,
  MAX_RATE_CARD_CSV_BYTES,
  MAX_RATE_CARD_CSV_LINES,
  MAX_RATE_CARD_STEPS,
  RATE_CARD_CSV_COLUMNS,
  type RateCardImportResult,
  rateCardStepProblems,
} from '@skyparcel/domain/pricing';
import { CsvError, type Info, parse } from 'csv-parse/sync';
import type { Clock } from '../../lib/clock';
import { minorOf } from '../../modules/pricing';
import { findActiveWarehouses, listCountries } from '../../modules/reference';
import type { SessionUser } from '../../plugins/auth';
import { insertRateCards, type RateCardVersionRow } from './add-rate-card-version';
import { startOfVersion, storeVersion } from './price-change';

/** At most this many bad lines are listed; the count says how many there were. */
const MAX_REPORTED_LINES = 100;

type CardLine = { line: number; kg: number; amountMinor: number };

function refuse(fields: Record<string, string>, count = Object.keys(fields).length): never {
  throw new AppError('PRICE_CSV_INVALID', { fields, params: { count: String(count) } });
}

/** The file's records with their line numbers, or a 400 naming the line the parser stopped at. */
function readRecords(text: string): { line: number; values: string[] }[] {
  if (Buffer.byteLength(text, 'utf8') > MAX_RATE_CARD_CSV_BYTES) {
    refuse({ file: 'operator.prices.csv.tooLarge' });
  }
  if (text.includes('\u0000')) {
    refuse({ file: 'validation.nulCharacter' });
  }
  try {
    const records: unknown[] = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      // A line with too few or too many values is reported with the others, not as a stop.
      relax_column_count: true,
      info: true,
      max_record_size: 1_000,
      to_line: MAX_RATE_CARD_CSV_LINES + 2,
    });
    // With `info`, each record comes as { record, info } and info.lines is the line it ends on;
    // the typings still say string[][], so the entry is read as that documented shape.
    return records.map((entry) => {
      const { record, info } = entry as { record: unknown; info: Info };
      return {
        line: info.lines,
        values: Array.isArray(record) ? record.map(String) : [],
      };
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = 'lines' in error && typeof error.lines === 'number' ? error.lines : 0;
      refuse({ [`line.${line}`]: 'operator.prices.csv.unreadable' });
    }
    throw error;
  }
}

/**
 * POST /admin/prices/rate-cards/import (ADMIN, text/csv): rate cards as lines of origin
 * warehouse, destination, weight step (kg), amount (major units) and currency, after a header
 * line naming those columns; every card the file names becomes a new version from
 * `effectiveFrom` (or now). All or nothing (decision 040): one bad line stores nothing, and the
 * answer lists each bad line's number with its reason (fields `line.<n>`).
 */
export async function importRateCardsCsv(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  input: { text: string; effectiveFrom?: Date | undefined },
): Promise<RateCardImportResult> {
  const effectiveFrom = startOfVersion(input.effectiveFrom, deps.clock());
  const [header, ...records] = readRecords(input.text);
  const columns = header?.values.map((value) => value.toLowerCase()) ?? [];
  if (columns.join(',') !== RATE_CARD_CSV_COLUMNS.join(',')) {
    refuse({ [`line.${header?.line ?? 1}`]: 'operator.prices.csv.header' });
  }
  if (records.length === 0) {
    refuse({ file: 'operator.prices.csv.empty' });
  }
  if (records.length > MAX_RATE_CARD_CSV_LINES) {
    refuse({ file: 'operator.prices.csv.tooManyLines' });
  }

  const [warehouses, countries] = await Promise.all([
    findActiveWarehouses(deps.db),
    listCountries(deps.db),
  ]);
  const warehouseByCode = new Map(warehouses.map(({ warehouse }) => [warehouse.code, warehouse]));
  const destinations = new Set(countries.filter((c) => c.isDestination).map((c) => c.code));

  const problems = new Map<number, string>();
  const cards = new Map<
    string,
    { warehouseId: string; code: string; destination: string; currency: string; lines: CardLine[] }
  >();
  for (const { line, values } of records) {
    const [origin = '', destination = '', weight = '', amount = '', currency = ''] = values.map(
      (value) => value.toUpperCase(),
    );
    const warehouse = warehouseByCode.get(origin);
    const kg = Number(weight);
    const major = Number(amount);
    const problem =
      values.length !== RATE_CARD_CSV_COLUMNS.length
        ? 'operator.prices.csv.columns'
        : !warehouse
          ? 'operator.prices.problems.unknownWarehouse'
          : !destinations.has(destination)
            ? 'operator.prices.problems.unknownDestination'
            : weight === '' || !Number.isFinite(kg) || kg <= 0 || kg > MAX_RATE_CARD_STEPS * HALF_KG
              ? 'operator.prices.csv.weight'
              : amount === '' || !Number.isFinite(major) || major < 0 || major > MAX_AMOUNT
                ? 'operator.prices.problems.RATE_CARD_AMOUNT_INVALID'
                : currency !== warehouse.currency
                  ? 'operator.prices.problems.warehouseCurrency'
                  : null;
    if (problem || !warehouse) {
      problems.set(line, problem ?? 'operator.prices.problems.unknownWarehouse');
      continue;
    }
    let amountMinor: number;
    try {
      amountMinor = minorOf(major, currency, 'amount');
    } catch {
      problems.set(line, 'operator.prices.problems.decimals');
      continue;
    }
    const key = `${origin}>${destination}`;
    const card = cards.get(key) ?? {
      warehouseId: warehouse.id,
      code: warehouse.code,
      destination,
      currency,
      lines: [],
    };
    if (card.lines.some((other) => other.kg === kg)) {
      problems.set(line, 'operator.prices.csv.duplicateStep');
      continue;
    }
    card.lines.push({ line, kg, amountMinor });
    cards.set(key, card);
  }

  const rows: RateCardVersionRow[] = [];
  for (const card of cards.values()) {
    const lines = [...card.lines].sort((a, b) => a.kg - b.kg);
    const steps = lines.map(({ kg, amountMinor }) => ({ kg, amountMinor }));
    for (const { index, problem } of rateCardStepProblems(steps)) {
      problems.set(
        lines[index]?.line ?? lines.at(-1)?.line ?? 0,
        `operator.prices.problems.${problem}`,
      );
    }
    rows.push({
      warehouseId: card.warehouseId,
      warehouseCode: card.code,
      destinationCountryCode: card.destination,
      currency: card.currency,
      steps,
      effectiveFrom,
    });
  }
  if (problems.size > 0) {
    const reported = [...problems.entries()].sort(([a], [b]) => a - b).slice(0, MAX_REPORTED_LINES);
    refuse(Object.fromEntries(reported.map(([line, key]) => [`line.${line}`, key])), problems.size);
  }

  await storeVersion(
    deps.db,
    actor,
    {
      action: 'price.rate-card.import',
      before: null,
      after: {
        effectiveFrom,
        cards: rows.map((row) => ({
          warehouseCode: row.warehouseCode,
          destinationCode: row.destinationCountryCode,
          currency: row.currency,
          steps: row.steps,
        })),
      },
    },
    (tx) => insertRateCards(tx, rows),
  );
  return {
    stored: rows.length,
    cards: rows.map((row) => ({
      warehouseCode: row.warehouseCode,
      destinationCode: row.destinationCountryCode,
      effectiveFrom: effectiveFrom.toISOString(),
    })),
  };
}
