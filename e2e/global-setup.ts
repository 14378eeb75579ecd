import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FullConfig, request } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, REPO_ROOT, STATE_DIR } from './fixtures/paths';
import { waitForReady } from './fixtures/portal-process';
import { createSlotAdmins } from './fixtures/worker-accounts';

/**
 * A real SMTP server that writes each received mail as JSON into MAIL_DIR, the built portal
 * (apps/api/dist) on a fresh embedded database, sending its mail to that SMTP server, and an
 * admin for each worker slot (fixtures/worker-accounts.ts).
 */
export default async function globalSetup(config: FullConfig) {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  rmSync(STATE_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received += 1;
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const file = join(MAIL_DIR, `${Date.now()}-${received}.json`);
          // Written beside, then renamed: a test polling the folder never reads half a file.
          writeFileSync(
            `${file}.partial`,
            JSON.stringify({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || '',
              replyTo: mail.replyTo?.text ?? null,
              // The offers e-mail's RFC 8058 pair (decision 056), as the header lines say them.
              headers: Object.fromEntries(
                mail.headerLines
                  .filter(({ key }) => key.startsWith('list-unsubscribe'))
                  .map(({ key, line }) => [
                    key,
                    line
                      .replace(/\r?\n(\s)/g, '$1')
                      .slice(key.length + 1)
                      .trim(),
                  ]),
              ),
              // The files sent with it (an invoice's PDF), as base64: a test reads them back.
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                contentBase64: file.content.toString('base64'),
              })),
            }),
          );
          renameSync(`${file}.partial`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const smtpPort = await new Promise<number>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const address = smtp.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = mkdtempSync(join(tmpdir(), 'skyparcel-e2e-'));
  const server = spawn(process.execPath, [join(REPO_ROOT, 'apps/api/dist/server.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // The demo (seeded accounts, local loyalty provider) is development's (ADR 020).
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The sign-in forms' proof of work is the visitor's CPU time (5-10 million PBKDF2 rounds by
      // default): 2 s on a quiet machine, past 20 s on a busy 2-core one. The tests check the
      // widget's whole round trip (challenge, solution, the server's check), not its price, so
      // they ask a hundredth of it, as the API tests and the benchmark do (decision 025).
      CAPTCHA_COST: '100',
      CAPTCHA_MAX_COUNTER: '1000',
    },
  });
  try {
    // The portal migrates and seeds a fresh database first: 10-20 s on a quiet machine, past 90 s
    // on a shared 2-core one with other suites running, 4 minutes at a load average of 20 with the
    // run niced (decision 032). Waiting longer costs nothing when it is fast.
    await waitForReady(`http://127.0.0.1:${port}/api/health/ready`, server, 480_000);
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await createSlotAdmins(api, config.workers);
    await api.dispose();
  } catch (error) {
    // Playwright runs no teardown when the setup fails: stop what this setup started.
    server.kill('SIGTERM');
    smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
