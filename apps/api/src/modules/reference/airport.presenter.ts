import type { AirportRow } from './airports.repository';

/** An airport with its operation times as 'HH:MM' ('06:00:00' -> '06:00'). */
export function presentAirport(row: AirportRow) {
  return { ...row, opensAt: row.opensAt.slice(0, 5), closesAt: row.closesAt.slice(0, 5) };
}
