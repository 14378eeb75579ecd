import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { startSmtpSink } from '../../testing/smtp-sink';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GET /api/health/ready names the failing dependency (issue 28)', () => {
  test('SMTP answering: up; SMTP gone: 200 degraded, as mail waits in the outbox', async () => {
    const smtp = await startSmtpSink();
    const up = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const response = await up.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', smtp: 'up', failing: [] });
    } finally {
      await up.close();
      await smtp.close();
    }

    const down = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'degraded',
        database: 'up',
        storage: 'up',
        smtp: 'down',
        failing: ['smtp'],
      });
    } finally {
      await down.close();
    }
  });

  test('file storage that cannot be written: 503 unavailable, storage named', async () => {
    // UPLOADS_DIR under a file: no folder can be made there.
    const dir = mkdtempSync(join(tmpdir(), 'skyparcel-ready-'));
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const broken = await buildTestApp({ UPLOADS_DIR: join(blocker, 'uploads') });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: 'up',
        storage: 'down',
        smtp: 'local',
        failing: ['storage'],
      });
    } finally {
      await broken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the database gone: 503 unavailable, database named', async () => {
    const ctx = await buildTestApp();
    const ping = ctx.dbHandle.ping;
    ctx.dbHandle.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: 'down',
        failing: ['database'],
      });
    } finally {
      ctx.dbHandle.ping = ping;
      await ctx.close();
    }
  });
});

describe('request-id (issue 28)', () => {
  test('a sent request-id is kept and echoed; an odd one, or none, gets an id of ours', async () => {
    const ctx = await buildTestApp();
    try {
      const sent = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'request-id': 'lb-7f3a9c.42' },
      });
      expect(sent.headers['request-id']).toBe('lb-7f3a9c.42');

      for (const odd of ['x'.repeat(129), 'a b', 'id;drop', '']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/warehouses/nowhere',
          headers: { 'request-id': odd },
        });
        expect(response.statusCode).toBe(404);
        expect(response.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }

      const none = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(none.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await ctx.close();
    }
  });
});
