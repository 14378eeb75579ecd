import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';

/** What a report's use case uses: the database and the time (a test passes a fixed day). */
export type ReportDeps = { db: Db; clock: Clock };
