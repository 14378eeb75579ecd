/** 'HH:MM' or 'HH:MM:SS' as PostgreSQL's `time` gives it. */
const TIME_OF_DAY = /^([01]\d|2[0-4]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * Whether operation times cover the whole day: 00:00 to 23:59 (or 24:00), the way a
 * round-the-clock cargo terminal is stored. Equal times are not read as open all day: they
 * could as well mean no hours at all.
 */
export function isOpenAroundTheClock(opensAt: string, closesAt: string): boolean {
  const opens = TIME_OF_DAY.exec(opensAt);
  const closes = TIME_OF_DAY.exec(closesAt);
  if (!opens || !closes) {
    return false;
  }
  const minutes = (match: RegExpExecArray) => Number(match[1]) * 60 + Number(match[2]);
  return minutes(opens) === 0 && minutes(closes) >= 23 * 60 + 59;
}
