import type { SmtpState } from '../../modules/mail';

/** The longest one dependency may take to answer before the probe calls it down. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export type UpOrDown = 'up' | 'down';

export type Readiness = {
  /**
   * 'ok': all answer. 'degraded': mail waits in the outbox (SMTP down), everything else works.
   * 'unavailable': the database or the file storage is down, so requests would fail.
   */
  status: 'ok' | 'degraded' | 'unavailable';
  database: UpOrDown;
  storage: UpOrDown;
  /** 'local' in development, where mail goes to the local mailbox and no SMTP is used. */
  smtp: SmtpState;
  /** The dependencies that are down, by name, for a person reading the answer. */
  failing: ('database' | 'storage' | 'smtp')[];
};

export type ReadinessDeps = {
  pingDatabase: () => Promise<unknown>;
  /** The file store's own check: the folder writable, or the bucket reachable (decision 070). */
  checkStorage: () => Promise<void>;
  checkSmtp: () => Promise<SmtpState>;
  onFailure: (dependency: Readiness['failing'][number], error: unknown) => void;
  /** READINESS_CHECK_TIMEOUT_MS unless a test wants a shorter wait. */
  timeoutMs?: number;
};

/**
 * /api/health/ready (issue 28): each dependency checked at once, each within its own deadline,
 * so one that hangs is reported down instead of holding the probe. A load balancer reads the
 * status code (503 only when requests would fail); a person reads which part is failing.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  const [database, storage, smtp] = await Promise.all([
    upOrDown('database', withDeadline(deps.pingDatabase(), timeoutMs), deps),
    upOrDown('storage', withDeadline(deps.checkStorage(), timeoutMs), deps),
    withDeadline(deps.checkSmtp(), timeoutMs).catch(() => 'down' as const),
  ]);
  const failing = [
    ...(database === 'down' ? (['database'] as const) : []),
    ...(storage === 'down' ? (['storage'] as const) : []),
    ...(smtp === 'down' ? (['smtp'] as const) : []),
  ];
  const status =
    database === 'down' || storage === 'down' ? 'unavailable' : smtp === 'down' ? 'degraded' : 'ok';
  return { status, database, storage, smtp, failing };
}

async function upOrDown(
  dependency: 'database' | 'storage',
  check: Promise<unknown>,
  deps: Pick<ReadinessDeps, 'onFailure'>,
): Promise<UpOrDown> {
  try {
    await check;
    return 'up';
  } catch (error) {
    deps.onFailure(dependency, error);
    return 'down';
  }
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
