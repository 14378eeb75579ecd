import { type Db, schema } from '@skyparcel/db';

/** A raw page view as the ingestion endpoint stores it, with the test's defaults for the rest. */
export type PageViewFixture = {
  /** When it occurred, any ISO instant. */
  at: string;
  page: string;
  session: string;
  /** The `ai_user` id; null for a cookieless page view. */
  user?: string | null;
  signedIn?: boolean;
  language?: string;
  device?: string;
  browser?: string;
  kind?: 'pageview' | 'event';
  /** When the endpoint received it; the occurrence when left out. */
  receivedAt?: Date;
};

/** Writes raw telemetry rows straight into `telemetry_events`, as ingestion would (decision 064). */
export async function insertPageViews(db: Db, views: readonly PageViewFixture[]): Promise<void> {
  if (views.length === 0) {
    return;
  }
  await db.insert(schema.telemetryEvents).values(
    views.map((view) => ({
      occurredAt: new Date(view.at),
      receivedAt: view.receivedAt ?? new Date(view.at),
      kind: view.kind ?? 'pageview',
      name: view.page,
      page: view.page,
      sessionId: view.session,
      userId: view.user === undefined ? `user-of-${view.session}` : view.user,
      authUserId: null,
      signedIn: view.signedIn ?? false,
      role: view.signedIn ? 'CUSTOMER' : null,
      language: view.language ?? 'en-US',
      device: view.device ?? 'desktop',
      browser: view.browser ?? 'Chrome',
      country: null,
    })),
  );
}
