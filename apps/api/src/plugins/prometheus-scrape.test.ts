import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { as } from '../testing/as';
import { buildTestApp } from '../testing/build-test-app';
import { waitUntil } from '../testing/wait-until';

/**
 * Debian's real Prometheus (scripts/test.mjs installs the package) scrapes the portal with the
 * bearer token every second; the test then asks Prometheus' HTTP API for one series, as a
 * dashboard would (decision 066).
 */
const PROMETHEUS = '/usr/bin/prometheus';
const TOKEN = 'prometheus-scrape-token-of-32-characters-x';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let prometheus: ChildProcess | undefined;
let dir = '';
let prometheusLog = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  dir = mkdtempSync(join(tmpdir(), 'skyparcel-prometheus-'));
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus?.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await exited;
  }
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

type QueryAnswer = {
  status: string;
  data: {
    resultType: string;
    result: { metric: Record<string, string>; value: [number, string] }[];
  };
};

test("Prometheus scrapes /metrics with the token and answers a route's request count", {
  timeout: 30_000,
}, async () => {
  // Never skipped: without the package the check would silently vanish (apt install prometheus).
  expect(existsSync(PROMETHEUS), `${PROMETHEUS} (Debian's prometheus package)`).toBe(true);
  for (let i = 0; i < 3; i += 1) {
    expect((await as(ctx.app, null).get('/api/faqs')).statusCode).toBe(200);
  }
  const address = ctx.app.server.address();
  const portalPort = typeof address === 'object' && address ? address.port : 0;
  const prometheusPort = await freePort();
  writeFileSync(join(dir, 'token'), TOKEN);
  writeFileSync(
    join(dir, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: skyparcel',
      '    metrics_path: /metrics',
      '    authorization:',
      '      type: Bearer',
      `      credentials_file: ${join(dir, 'token')}`,
      '    static_configs:',
      `      - targets: ['127.0.0.1:${portalPort}']`,
      '',
    ].join('\n'),
  );
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  prometheus.stderr?.on('data', (chunk: Buffer) => {
    prometheusLog += chunk.toString();
  });

  const series = 'skyparcel_http_requests_total{route="/api/faqs",method="GET",status_class="2xx"}';
  const query = async (): Promise<QueryAnswer | undefined> => {
    try {
      const response = await fetch(
        `http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(series)}`,
      );
      return response.ok ? ((await response.json()) as QueryAnswer) : undefined;
    } catch {
      return undefined; // not listening yet
    }
  };
  const answer = await waitUntil(
    async () => {
      const found = await query();
      return (found?.data.result.length ?? 0) > 0 && found;
    },
    { timeoutMs: 20_000, what: 'the series in Prometheus' },
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; Prometheus said:\n${prometheusLog}`);
  });
  expect(answer?.status).toBe('success');
  const [sample] = answer?.data.result ?? [];
  expect(sample?.metric).toMatchObject({
    __name__: 'skyparcel_http_requests_total',
    job: 'skyparcel',
    instance: `127.0.0.1:${portalPort}`,
  });
  expect(Number(sample?.value[1])).toBe(3);

  // Prometheus' own view of the target: up, scraped with the token.
  const up = await fetch(
    `http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent('up{job="skyparcel"}')}`,
  );
  expect(((await up.json()) as QueryAnswer).data.result[0]?.value[1]).toBe('1');
});
