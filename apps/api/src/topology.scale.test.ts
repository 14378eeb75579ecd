import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DbHandle, openDb, schema } from '@skyparcel/db';
import { DEMO_TOTP_SECRET } from '@skyparcel/db/seed';
import { translate } from '@skyparcel/i18n';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { generate } from 'otplib';
import { type Browser, type Request as BrowserRequest, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM } from '../../../e2e/chromium';
import { startTopology, type Topology } from '../../../scripts/scale-topology.mjs';
import { createMailer } from './modules/mail';
import {
  CHARGE_IN_FLIGHT_MS,
  createPaymentGateway,
  recoverStalledCardPayments,
  shipRequestPayments,
} from './modules/payments';
import { DEMO_PASSWORD } from './modules/users';
import { SERVED_BY_HEADER } from './plugins/process-lifecycle';
import { SHARED_PROCESS_ENV, startApiProcess } from './testing/api-process';
import { buildPackage } from './testing/build-package';
import { buildSavedCard } from './testing/build-saved-card';
import { KUWAIT_OFFICE } from './testing/build-ship-request';
import { buildCustomer } from './testing/build-user';
import { type ProxyClient, payAsTheWebAppDoes, proxyClient } from './testing/proxy-client';
import { startS3Server, type TestS3Server } from './testing/s3-server';
import { startSmtpSink } from './testing/smtp-sink';
import { createDatabaseFromTemplate } from './testing/template-db';
import { waitUntil } from './testing/wait-until';

/**
 * The production topology on this machine (issue 29, decision 074): HAProxy with
 * deploy/haproxy.cfg in front of two built API processes, which share one PostgreSQL through
 * PgBouncer in transaction mode, an S3-compatible store (s3rver) and a real SMTP server. Every
 * call goes through the proxy, as a browser's would.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const startedAt = Date.now();

let topology: Topology;
let handle: DbHandle;
let s3: TestS3Server;
let bucket: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!postgresUrl) {
    throw new Error('the scale tests run on the PostgreSQL server of TEST_DATABASE_URL');
  }
  const database = await createDatabaseFromTemplate(postgresUrl, 'template0');
  drop = database.drop;
  s3 = await startS3Server();
  bucket = await s3.createBucket();
  smtp = await startSmtpSink();
  topology = await startTopology({
    databaseUrl: database.url,
    startApi: startApiProcess,
    env: {
      ...s3.env(bucket),
      SMTP_URL: smtp.url,
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '50',
      // Every call here comes from this one address.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  handle = await openDb({ kind: 'postgres', url: database.url });
  console.log(`topology up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
});

afterAll(async () => {
  await topology?.stop();
  await handle?.close();
  await smtp?.close();
  await s3?.close();
  await drop?.();
  console.log(`topology file: ${((Date.now() - startedAt) / 1000).toFixed(1)} s in all`);
});

const auth = (token: string) => ({ token });

async function solveCaptcha(client: ProxyClient) {
  const challenge = (await client.get('/api/captcha/challenge')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The newest six-digit code the SMTP server received for `email`. */
async function mailedCode(email: string, after: number) {
  const mail = await waitUntil(
    () =>
      smtp.received
        .slice(after)
        .find((each) => each.to.includes(email) && /\b\d{6}\b/.test(each.raw)),
    { what: `a sign-in code for ${email}` },
  );
  return /\b(\d{6})\b/.exec(mail.raw)?.[1] ?? '';
}

async function signInStaff(client: ProxyClient, email: string) {
  const challenge = await client.post('/api/login/login', {
    body: { email, password: DEMO_PASSWORD, recaptchaToken: await solveCaptcha(client) },
  });
  expect(challenge.status, challenge.body.toString()).toBe(200);
  const session = await client.post('/api/login/verify-code', {
    body: {
      challengeId: challenge.json<{ challengeId: string }>().challengeId,
      code: await generate({ secret: DEMO_TOTP_SECRET }),
    },
  });
  expect(session.status, session.body.toString()).toBe(200);
  return session.json<{ token: string }>().token;
}

const t = (key: string, params: Record<string, string> = {}) => translate('en-US', key, params);
const POLL = { timeout: 15_000 };

/** A request the browser sent to the portal, and the process that answered it. */
type ServedCall = { path: string; status?: number; servedBy?: string };

/**
 * A browser context on the proxy as the e2e suite opens one (the cookie choice answered, so its
 * bar covers nothing), which notes in `calls`, in the order sent, each request to the portal and
 * the process that answered it (X-Served-By).
 */
async function newContext(browser: Browser, calls: ServedCall[]) {
  const context = await browser.newContext({
    baseURL: topology.url,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: topology.url,
          localStorage: [{ name: 'analyticsConsent', value: 'rejected' }],
        },
      ],
    },
  });
  context.setDefaultTimeout(15_000);
  const sent = new Map<BrowserRequest, ServedCall>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === topology.url) {
      const call: ServedCall = { path: url.pathname };
      sent.set(request, call);
      calls.push(call);
    }
  });
  context.on('response', (response) => {
    const call = sent.get(response.request());
    if (call) {
      call.status = response.status();
      call.servedBy = response.headers()[SERVED_BY_HEADER];
    }
  });
  return context;
}

/** The ship wizard's step heading, 'Step 2 of 4: Packages'. */
function stepHeading(page: Page, number: number, step: string) {
  return page.getByRole('heading', {
    level: 2,
    name: t('shipping.wizard.stepHeading', {
      number: String(number),
      total: '4',
      name: t(`shipping.wizard.steps.${step}`),
    }),
  });
}

/**
 * A PDF uploaded slowly straight to one process (not through the proxy, so that process holds
 * it): `chunks` pieces of 8 KB, one every `everyMs`, with `marker` in the file's first line to
 * find its bytes by. `sending` resolves once the process has the request and the file's first
 * piece; `answer` is the answer's status and text (status 0 when none came).
 */
function slowUpload(
  base: string,
  token: string,
  packageId: string,
  { chunks, everyMs }: { chunks: number; everyMs: number },
) {
  const marker = `slow-upload-${randomUUID()}`;
  const boundary = `----slow${randomUUID()}`;
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="packageId"\r\n\r\n${packageId}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n%${marker}\n`,
    ...Array.from({ length: chunks }, () => 'x'.repeat(8 * 1024)),
    `\r\n--${boundary}--\r\n`,
  ];
  let partsSent = 0;
  let markSending = () => {};
  const sending = new Promise<void>((resolve) => {
    markSending = resolve;
  });
  const answer = fetch(`${base}/api/Packages/upload-file`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: new ReadableStream({
      async pull(controller) {
        const part = parts.shift();
        if (part === undefined) {
          controller.close();
          return;
        }
        controller.enqueue(new TextEncoder().encode(part));
        partsSent += 1;
        if (partsSent === 3) {
          markSending();
        }
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      },
    }),
    duplex: 'half',
  } as RequestInit)
    .then(
      async (response) => ({ status: response.status, text: await response.text() }),
      () => ({ status: 0, text: '' }),
    )
    .finally(markSending);
  return { packageId, marker, sending, answer };
}

/** Quote and POST /shipping for one ready package, as the wizard does. */
async function createShipRequest(
  client: ProxyClient,
  token: string,
  packageId: string,
  contactId: string,
) {
  const quote = await client.post('/api/shipping/warehouses/US-DE/shipping-discount', {
    ...auth(token),
    body: { packageIds: [packageId], destinationCode: 'KW' },
  });
  expect(quote.status, quote.body.toString()).toBe(200);
  const created = await client.post('/api/shipping', {
    ...auth(token),
    body: {
      packageIds: [packageId],
      contactId,
      valuesConfirmed: true,
      quotedTotal: quote.json<{ total: unknown }>().total,
    },
  });
  expect(created.status, created.body.toString()).toBe(201);
  return created.json<{ shipRequest: { id: string } }>().shipRequest.id;
}

/** How often consecutive answers came from different processes (1 is strict alternation). */
function alternation(servedBy: string[]) {
  let changes = 0;
  for (let index = 1; index < servedBy.length; index += 1) {
    changes += servedBy[index] === servedBy[index - 1] ? 0 : 1;
  }
  return changes / Math.max(1, servedBy.length - 1);
}

describe('the money path through the proxy', () => {
  test('in Chromium: sign-in with the e-mailed code, the wizard, the saved card, the outcome page, the invoice PDF, public tracking; staff receive, pack and scan; consecutive API calls on different processes', async () => {
    const began = Date.now();
    const staffDesk = proxyClient(topology.url);
    const staff = await signInStaff(staffDesk, 'staff@demo.skyparcel.test');
    const customerEmail = 'customer@demo.skyparcel.test';
    const [customer] = await handle.db
      .select({ suiteNumber: schema.users.suiteNumber })
      .from(schema.users)
      .where(eq(schema.users.email, customerEmail));
    const [us] = await handle.db
      .select({ id: schema.warehouses.id })
      .from(schema.warehouses)
      .where(eq(schema.warehouses.code, 'US-DE'));
    if (!customer?.suiteNumber || !us) {
      throw new Error('the demo customer and the US warehouse come with the seed');
    }

    // A package arrives for the customer's US suite and is released to Ready to send.
    const retailer = `Proxy Shop ${randomUUID().slice(0, 8)}`;
    const received = await staffDesk.post(`/api/staff/warehouses/${us.id}/packages`, {
      ...auth(staff),
      body: {
        suiteNumber: customer.suiteNumber,
        retailerName: retailer,
        retailerTrackingNumber: `1Z${randomUUID().slice(0, 12)}`,
        carrier: 'UPS',
        weight: { amount: 1.4, unit: 'Kg' },
        dimensions: { length: 30, width: 20, depth: 10, unit: 'Cm' },
        lineItems: [
          {
            description: 'Running shoes',
            quantity: 1,
            valuePerUnit: { amount: 80, currency: 'USD' },
          },
        ],
      },
    });
    expect(received.status, received.body.toString()).toBe(201);
    const pkg = received.json<{ id: string; packageNumber: string }>();
    const released = await staffDesk.put(`/api/staff/packages/${pkg.id}/status`, {
      ...auth(staff),
      body: { status: 'ready_to_send' },
    });
    expect(released.status, released.body.toString()).toBe(200);

    const browser = await chromium.launch(CHROMIUM);
    try {
      const calls: ServedCall[] = [];
      const customerContext = await newContext(browser, calls);
      const page = await customerContext.newPage();
      const main = page.getByRole('main');

      // The Login modal: e-mail, password, the captcha's checkbox, then the e-mailed code.
      await page.goto('/?login');
      const dialog = page.getByRole('dialog', { name: t('loginModal.title') });
      await dialog.getByLabel(t('loginModal.email')).fill(customerEmail);
      await dialog.getByLabel(t('loginModal.password'), { exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByRole('checkbox', { name: t('loginModal.captcha.label') }).click();
      const mailsBefore = smtp.received.length;
      // Enabled once the captcha is solved: the click waits for it.
      await dialog.getByRole('button', { name: t('loginModal.submit'), exact: true }).click();
      await dialog
        .getByLabel(t('loginModal.code'))
        .fill(await mailedCode(customerEmail, mailsBefore));
      await dialog.getByRole('button', { name: t('loginModal.verify'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // My Suite's Ready to send: the package, Ship, then the wizard's four steps.
      await page.goto(`/my-suite?warehouse=${us.id}&tab=readyToSend`);
      await main
        .getByRole('checkbox', {
          name: t('suite.ship.choosePackage', { number: pkg.packageNumber }),
        })
        .check();
      await main.getByRole('link', { name: t('suite.ship.ship', { count: '1' }) }).click();
      await stepHeading(page, 1, 'address').waitFor();
      await main.getByRole('button', { name: t('shipping.address.add') }).click();
      const form = main.getByRole('form', { name: t('addressBook.newTitle') });
      const field = (key: string) =>
        form.getByRole('textbox', { name: t(`addressBook.fields.${key}`), exact: true });
      await field('firstName').fill('Omar');
      await field('lastName').fill('Haddad');
      await field('street').fill('Block 3, Street 12, Building 7');
      await field('city').fill('Salmiya');
      await field('stateOrProvince').fill('Hawalli');
      await form
        .getByRole('combobox', { name: t('addressBook.fields.countryCode'), exact: true })
        .selectOption('KW');
      await field('phoneNumber').fill('5551 2345');
      await form.getByRole('button', { name: t('addressBook.save') }).click();
      await expect
        .poll(() => main.getByRole('radio', { name: /Omar Haddad/ }).isChecked(), POLL)
        .toBe(true);
      const next = main.getByRole('button', { name: t('shipping.wizard.next') });
      await next.click();
      await stepHeading(page, 2, 'packages').waitFor();
      await next.click();
      await stepHeading(page, 3, 'details').waitFor();
      await main.getByRole('checkbox', { name: t('shipping.details.valuesConfirmed') }).check();
      await next.click();
      await stepHeading(page, 4, 'summary').waitFor();
      const created = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/shipping',
      );
      await main.getByRole('button', { name: t('shipping.summary.confirm') }).click();
      const { shipRequest } = (await (await created).json()) as {
        shipRequest: { id: string; orderNumber: string };
      };

      // The cart, the demo's saved Visa chosen: paid at once, the outcome page says so.
      await page.waitForURL(/\/cart$/);
      const payWith = main.getByRole('group', { name: t('shipping.cart.payWith') });
      await expect
        .poll(() => payWith.getByRole('radio', { name: /Visa ending 4242/ }).isChecked(), POLL)
        .toBe(true);
      await main
        .getByRole('button', {
          name: t('shipping.cart.pay', { orderNumber: shipRequest.orderNumber }),
        })
        .click();
      await page.waitForURL(/\/payment\?orderCode=PAY-/);
      await page.getByRole('heading', { name: t('payments.outcome.succeededTitle') }).waitFor();
      const chargedTo = main
        .locator('dt', { hasText: t('payments.outcome.chargedTo') })
        .locator('xpath=following-sibling::dd[1]');
      expect(await chargedTo.textContent()).toBe('Visa •••• 4242');

      // The clerk opens, packs (an air waybill) and scans it: the staff console's calls.
      const prepared = await staffDesk.post(
        `/api/staff/ship-requests/${shipRequest.id}/prepare`,
        auth(staff),
      );
      expect(prepared.status, prepared.body.toString()).toBe(200);
      // The clerk ticks every item of the checklist (the options the wizard took from the
      // customer's shipping preferences).
      const { checklist } = prepared.json<{ checklist: string[] }>();
      const packed = await staffDesk.post(`/api/staff/ship-requests/${shipRequest.id}/pack`, {
        ...auth(staff),
        body: {
          boxes: [
            {
              weight: { amount: 3, unit: 'Kg' },
              dimensions: { length: 40, width: 30, depth: 20, unit: 'Cm' },
            },
          ],
          checklist,
        },
      });
      expect(packed.status, packed.body.toString()).toBe(200);
      const { airWaybillNumber } = packed.json<{ airWaybillNumber: string }>();
      expect(airWaybillNumber).toBeTruthy();
      const scanned = await staffDesk.post(`/api/staff/shipments/${shipRequest.id}/events`, {
        ...auth(staff),
        body: {
          status: 'departed_origin_airport',
          occurredAt: new Date(Date.now() + 60_000).toISOString(),
          location: 'Wilmington',
          airportCode: null,
        },
      });
      expect(scanned.status, scanned.body.toString()).toBe(201);

      // My History lists the shipping invoice; its page downloads the PDF.
      await page.goto(`/my-history?warehouse=${us.id}`);
      const invoiceLink = main
        .getByRole('row', { name: new RegExp(retailer) })
        .getByRole('link', { name: /^SI-\d{4}-\d{6}$/ });
      const invoiceNumber = ((await invoiceLink.textContent()) ?? '').trim();
      await invoiceLink.click();
      const invoice = main.getByRole('article', { name: invoiceNumber });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        invoice.getByRole('button', { name: t('invoices.page.download') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
      const pdf = readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      // A visitor, not signed in, tracks it by its air waybill from the home page.
      const visitor = await (await newContext(browser, calls)).newPage();
      await visitor.goto('/');
      await visitor.getByRole('textbox', { name: t('tracking.form.label') }).fill(airWaybillNumber);
      await visitor.getByRole('button', { name: t('tracking.form.submit') }).click();
      const badge = visitor
        .getByRole('article', { name: airWaybillNumber, exact: true })
        .getByRole('heading', { name: airWaybillNumber, exact: true })
        .locator('xpath=following-sibling::*[1]');
      await expect
        .poll(() => badge.textContent(), POLL)
        .toBe(t('tracking.status.departed_origin_airport'));

      // Round robin, no sticky sessions: both processes served the browser's API calls, in turns.
      const answered = calls.filter((call) => call.path.startsWith('/api/') && call.servedBy);
      const servedBy = answered.map((call) => call.servedBy ?? '');
      console.log(
        `browser journey: ${((Date.now() - began) / 1000).toFixed(1)} s, ${answered.length} API calls (${calls.length} requests in all), alternation ${alternation(servedBy).toFixed(2)}: ${servedBy.join(' ')}`,
      );
      expect(answered.filter((call) => (call.status ?? 0) >= 500)).toEqual([]);
      expect(new Set(servedBy)).toEqual(new Set(['api1', 'api2']));
      expect(alternation(servedBy)).toBeGreaterThan(0.6);
    } finally {
      await browser.close();
    }
  });
});

describe('kill -9 during a stream of payments', () => {
  test('every payment the client saw succeed is stored and charged once; nothing half paid; each receipt once; each file whole or absent; a dead process out within 2 s', async () => {
    const setup = Date.now();
    const customer = await buildCustomer(handle.db, { firstName: 'Storm', lastName: 'Payer' });
    // The card as the sandbox keeps it (it always succeeds) and as the customer saved it.
    const cardToken = `tok_sandbox_storm_${randomUUID().slice(0, 8)}`;
    await handle.db.insert(schema.sandboxCardTokens).values({
      token: cardToken,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 4,
      behaviour: 'succeeds',
    });
    const card = await buildSavedCard(handle.db, { owner: customer, token: cardToken });
    const client = proxyClient(topology.url);
    const contact = await client.post('/api/user/contacts', {
      ...auth(customer.token),
      body: KUWAIT_OFFICE,
    });
    const contactId = contact.json<{ id: string }>().id;
    const PAYMENTS = 48;
    const UPLOADS = 16;
    const KILLS = 2;
    const packages = await Promise.all(
      Array.from({ length: PAYMENTS + UPLOADS + KILLS }, () =>
        buildPackage(handle.db, { owner: customer, status: 'ready_to_send' }),
      ),
    );
    const toPay = packages.slice(0, PAYMENTS);
    const toUpload = packages.slice(PAYMENTS, PAYMENTS + UPLOADS);
    const toCutOff = packages.slice(PAYMENTS + UPLOADS);
    const shipRequestIds: string[] = [];
    for (let index = 0; index < toPay.length; index += 4) {
      shipRequestIds.push(
        ...(await Promise.all(
          toPay
            .slice(index, index + 4)
            .map((pkg) => createShipRequest(client, customer.token, pkg.id, contactId)),
        )),
      );
    }
    console.log(`kill test data: ${((Date.now() - setup) / 1000).toFixed(1)} s`);

    // The storm: three payers and an uploader while a process is killed every few seconds.
    const seenSucceeded = new Map<string, string>(); // ship request -> order code
    const seenFailed: { shipRequestId: string; status: number }[] = [];
    const uploads = new Map<string, { sha256: string; status: number }>();
    let stormOver = false;
    let resent = 0;
    // One payment is killed mid-call for sure: sent to api1 itself, which is killed the moment
    // the call has opened its payment (its card charge about to go or gone); the client then
    // sends it again through the proxy, and the retry must carry that payment on.
    const [doomed, ...queue] = shipRequestIds;
    const doomedKey = randomUUID();
    let isDoomedResumed = false;
    const payer = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { answer, sent } = await payAsTheWebAppDoes(client, customer.token, {
          shipRequestIds: [next],
          savedCardId: card.id,
        });
        resent += sent - 1;
        if (answer.status === 200) {
          seenSucceeded.set(next, answer.json<{ orderCode: string }>().orderCode);
        } else {
          seenFailed.push({ shipRequestId: next, status: answer.status });
        }
        // Spread over the storm, so each kill meets payments in flight.
        if (!stormOver) {
          await new Promise((resolve) => setTimeout(resolve, 600));
        }
      }
    };
    const uploader = async () => {
      for (const [index, pkg] of toUpload.entries()) {
        // 256 KB of content of its own, so a torn or mixed-up file shows.
        const content = Buffer.alloc(256 * 1024, index + 1);
        Buffer.from('%PDF-1.7\n').copy(content);
        const form = new FormData();
        form.set('packageId', pkg.id);
        form.set('documentName', `Invoice ${index + 1}`);
        form.set(
          'file',
          new Blob([content], { type: 'application/pdf' }),
          `invoice-${index + 1}.pdf`,
        );
        const answer = await client.post('/api/Packages/upload-file', {
          ...auth(customer.token),
          body: form,
        });
        uploads.set(pkg.id, {
          sha256: createHash('sha256').update(content).digest('hex'),
          status: answer.status,
        });
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
    };

    const outages: { name: string; outMs: number; lastSentMs: number }[] = [];
    const cutOff: ReturnType<typeof slowUpload>[] = [];
    const killer = async () => {
      // Each process once, the other serving meanwhile (four kills cost 15 s more, same proof).
      for (const index of [0, 1]) {
        // An upload into the process about to die, slow enough (15 s) to be mid-file at the kill.
        const upload = slowUpload(
          topology.processes[index]?.base ?? '',
          customer.token,
          toCutOff[index]?.id ?? '',
          { chunks: 150, everyMs: 100 },
        );
        cutOff.push(upload);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await upload.sending;
        const name = `api${index + 1}`;
        const before = (await topology.serverStates()).find((state) => state.name === name);
        const midCall =
          index === 0 && doomed
            ? fetch(`${topology.processes[0]?.base}/api/payment/invoices`, {
                method: 'POST',
                headers: {
                  authorization: `Bearer ${customer.token}`,
                  'content-type': 'application/json',
                  'idempotency-key': doomedKey,
                },
                body: JSON.stringify({ shipRequestIds: [doomed], savedCardId: card.id }),
              }).then(
                (response) => response.status,
                () => 0,
              )
            : undefined;
        if (midCall) {
          await waitUntil(
            async () =>
              (
                await handle.db
                  .select()
                  .from(schema.payments)
                  .where(eq(schema.payments.idempotencyKey, doomedKey))
              ).length === 1,
            { what: 'the doomed payment opened' },
          );
        }
        const killedAt = Date.now();
        await topology.kill(index);
        // HAProxy's own view: when it took the process out, and the last request sent to it.
        let sessions = before?.sessions ?? 0;
        let lastSentAt = killedAt;
        let outAt: number | undefined;
        while (outAt === undefined && Date.now() - killedAt < 5_000) {
          const state = (await topology.serverStates()).find((each) => each.name === name);
          if (state && state.sessions > sessions) {
            sessions = state.sessions;
            lastSentAt = Date.now();
          }
          if (state && !state.status.startsWith('UP')) {
            outAt = Date.now();
          }
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        outages.push({
          name,
          outMs: (outAt ?? Number.POSITIVE_INFINITY) - killedAt,
          lastSentMs: lastSentAt - killedAt,
        });
        if (midCall && doomed) {
          // The answer was lost with the process (or, rarely, given just before).
          const first = await midCall;
          const { answer } =
            first === 200
              ? { answer: undefined }
              : await payAsTheWebAppDoes(
                  client,
                  customer.token,
                  { shipRequestIds: [doomed], savedCardId: card.id },
                  doomedKey,
                );
          expect(answer?.status ?? 200).toBe(200);
          const [payment] = await handle.db
            .select({ orderCode: schema.payments.orderCode, createdAt: schema.payments.createdAt })
            .from(schema.payments)
            .where(eq(schema.payments.idempotencyKey, doomedKey));
          const [claim] = await handle.db
            .select({ createdAt: schema.idempotencyKeys.createdAt })
            .from(schema.idempotencyKeys)
            .where(eq(schema.idempotencyKeys.key, doomedKey));
          isDoomedResumed =
            first !== 200 &&
            payment !== undefined &&
            claim !== undefined &&
            claim.createdAt.getTime() > payment.createdAt.getTime();
          if (payment) {
            seenSucceeded.set(doomed, payment.orderCode);
          }
        }
        await topology.restart(index);
        await waitUntil(
          async () =>
            (await topology.serverStates()).find((each) => each.name === name)?.status === 'UP',
          { what: `${name} back in HAProxy`, timeoutMs: 10_000 },
        );
      }
    };
    const storm = Date.now();
    await Promise.all([
      killer().finally(() => {
        stormOver = true;
      }),
      payer(),
      payer(),
      payer(),
      uploader(),
    ]);
    console.log(
      `storm: ${((Date.now() - storm) / 1000).toFixed(1)} s, ${seenSucceeded.size} payments seen to succeed (${resent} sent again after a lost answer; the one killed mid-call ${isDoomedResumed ? 'resumed by the retry' : 'begun again by the retry'}), ${seenFailed.length} not (${JSON.stringify(seenFailed)}); outages ${JSON.stringify(outages)}`,
    );

    // HAProxy took each killed process out within 2 s, and sent it nothing after.
    for (const outage of outages) {
      expect(outage.outMs).toBeLessThan(2_000);
      expect(outage.lastSentMs).toBeLessThanOrEqual(outage.outMs);
    }

    // The recovery pass, as it runs later: a charge a killed process left in flight ends.
    const later = () => new Date(Date.now() + CHARGE_IN_FLIGHT_MS + 1_000);
    const gateway = createPaymentGateway({
      kind: 'sandbox',
      db: handle.db,
      secret: SHARED_PROCESS_ENV.PAYMENT_GATEWAY_SECRET,
      publicUrl: topology.url,
      clock: later,
    });
    // Writes a receipt to the outbox; its worker sends it as the API processes' do.
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: smtp.url,
      from: 'Skyparcel <no-reply@skyparcel.example>',
      log: console as unknown as FastifyBaseLogger,
    });
    const recovered = await recoverStalledCardPayments({
      db: handle.db,
      clock: later,
      gateway,
      mailer,
      shipRequests: shipRequestPayments,
      publicUrl: topology.url,
    });
    const uploadStatuses = [...uploads.values()].map((upload) => upload.status);
    console.log(
      `recovery pass: ${recovered} stalled card payment(s) carried on; uploads answered ${uploadStatuses}`,
    );

    // Every payment of these requests, each charge the sandbox made, each refund.
    const payments = await handle.db
      .select({
        id: schema.payments.id,
        status: schema.payments.status,
        orderCode: schema.payments.orderCode,
        refundId: schema.payments.refundId,
        shipRequestId: schema.paymentItems.shipRequestId,
      })
      .from(schema.payments)
      .innerJoin(schema.paymentItems, eq(schema.paymentItems.paymentId, schema.payments.id))
      .where(eq(schema.payments.userId, customer.user.id));
    const charges = await handle.db
      .select()
      .from(schema.sandboxCharges)
      .where(
        and(
          eq(schema.sandboxCharges.token, cardToken),
          eq(schema.sandboxCharges.outcome, 'succeeded'),
        ),
      );
    const refunded = new Set(
      (
        await handle.db
          .select({ transactionId: schema.sandboxRefunds.transactionId })
          .from(schema.sandboxRefunds)
      ).map((row) => row.transactionId),
    );

    // Each success the client saw: one succeeded payment of its request, charged once.
    for (const [shipRequestId, orderCode] of seenSucceeded) {
      const succeeded = payments.filter(
        (row) => row.shipRequestId === shipRequestId && row.status === 'succeeded',
      );
      expect(succeeded.map((row) => row.orderCode)).toEqual([orderCode]);
      expect(charges.filter((charge) => charge.idempotencyKey === succeeded[0]?.id)).toHaveLength(
        1,
      );
    }
    // Nothing half paid: no payment left pending, each charge paid for a request or refunded.
    expect(payments.filter((row) => row.status === 'pending')).toEqual([]);
    for (const charge of charges) {
      const payment = payments.find((row) => row.id === charge.idempotencyKey);
      expect(
        payment?.status === 'succeeded' || refunded.has(charge.transactionId ?? ''),
        `charge of ${charge.idempotencyKey}`,
      ).toBe(true);
    }
    const requests = await handle.db
      .select({ id: schema.shipRequests.id, status: schema.shipRequests.status })
      .from(schema.shipRequests)
      .where(inArray(schema.shipRequests.id, shipRequestIds));
    for (const request of requests) {
      const paid = payments.filter(
        (row) => row.shipRequestId === request.id && row.status === 'succeeded',
      );
      expect(paid.length, `payments of ${request.id}`).toBe(
        request.status === 'awaiting_payment' ? 0 : 1,
      );
    }

    // Each succeeded payment's receipt was written once, and reached the SMTP server once.
    const orderCodes = payments
      .filter((row) => row.status === 'succeeded')
      .map((row) => row.orderCode);
    const receipts = await handle.db
      .select({ subject: schema.mailOutbox.subject })
      .from(schema.mailOutbox)
      .where(like(schema.mailOutbox.subject, '%PAY-%'));
    for (const code of orderCodes) {
      expect(
        receipts.filter((row) => row.subject.includes(code)),
        `receipt of ${code}`,
      ).toHaveLength(1);
    }
    const isDelivered = (code: string) => smtp.received.some((mail) => mail.raw.includes(code));
    await waitUntil(() => orderCodes.every(isDelivered), {
      what: 'every receipt delivered',
      // A live worker sends what it claimed within milliseconds: a claim left after this is a
      // killed worker's.
      timeoutMs: 10_000,
    }).catch(async () => {
      // A mail a killed worker had claimed waits out the claim's lease (5 minutes) before
      // another worker takes it: the lease is moved on here instead of waited for, and a pass
      // here sends it rather than the outbox job's next run (each minute).
      const held = await handle.db
        .update(schema.mailOutbox)
        .set({ claimedUntil: new Date() })
        .where(
          and(
            like(schema.mailOutbox.subject, '%PAY-%'),
            isNull(schema.mailOutbox.sentAt),
            gt(schema.mailOutbox.claimedUntil, new Date()),
          ),
        )
        .returning({ subject: schema.mailOutbox.subject });
      console.log(`receipts held by a killed worker's claim: ${held.length}`);
      await mailer.worker.runPass();
      await waitUntil(() => orderCodes.every(isDelivered), {
        what: `every receipt delivered (missing: ${orderCodes.filter((code) => !isDelivered(code))})`,
        timeoutMs: 30_000,
      });
    });
    for (const code of orderCodes) {
      expect(
        smtp.received.filter((mail) => mail.raw.includes(code)).length,
        `receipts of ${code}`,
      ).toBe(1);
    }

    // Each stored file is whole (the bytes sent), each upload the client saw succeed stored.
    const files = await handle.db
      .select({
        packageId: schema.packageFiles.packageId,
        serialNumber: schema.packageFiles.serialNumber,
      })
      .from(schema.packageFiles)
      .where(
        inArray(
          schema.packageFiles.packageId,
          toUpload.map((pkg) => pkg.id),
        ),
      );
    for (const [packageId, upload] of uploads) {
      const stored = files.filter((file) => file.packageId === packageId);
      expect(stored.length, `files of ${packageId}`).toBe(
        upload.status === 201 ? 1 : stored.length,
      );
      expect(stored.length).toBeLessThanOrEqual(1);
      for (const file of stored) {
        const download = await client.get(
          `/api/Packages/uploaded-files/${file.serialNumber}/file`,
          auth(customer.token),
        );
        expect(download.status).toBe(200);
        expect(createHash('sha256').update(download.body).digest('hex')).toBe(upload.sha256);
      }
    }
    // Each upload the kill cut off mid-file: no answer came, and nothing of it is kept, neither a
    // file row nor an object in the bucket.
    const cutOffFiles = await handle.db
      .select({ packageId: schema.packageFiles.packageId })
      .from(schema.packageFiles)
      .where(
        inArray(
          schema.packageFiles.packageId,
          toCutOff.map((pkg) => pkg.id),
        ),
      );
    expect(cutOffFiles).toEqual([]);
    const objects = await Promise.all(
      (await s3.keys(bucket)).map((key) => s3.bytesOf(bucket, key)),
    );
    for (const upload of cutOff) {
      expect((await upload.answer).status, `the upload into a killed process`).toBe(0);
      expect(
        objects.some((bytes) => bytes.includes(upload.marker)),
        `an object of the upload cut off`,
      ).toBe(false);
    }
    console.log(`${cutOff.length} uploads cut off by a kill; ${objects.length} objects checked`);
    expect(seenSucceeded.size).toBeGreaterThan(PAYMENTS / 2);
  });
});

describe('SIGTERM drains', () => {
  test('a process told to stop finishes the requests it holds; a rolling restart under load answers no 5xx', async () => {
    const reader = await buildCustomer(handle.db, { firstName: 'Roll', lastName: 'Reader' });
    const client = proxyClient(topology.url);
    const statuses: number[] = [];
    let loading = true;
    const load = async () => {
      while (loading) {
        const answer = await client.get('/api/state', auth(reader.token));
        statuses.push(answer.status);
      }
    };
    const readers = [load(), load(), load(), load()];

    // One process told to stop while a slow upload streams into it (longer than the grace):
    // it stops taking new requests, finishes that one, then exits cleanly.
    const [pkg] = await Promise.all([
      buildPackage(handle.db, { owner: reader, status: 'ready_to_send' }),
    ]);
    const api1 = topology.processes[0];
    const upload = slowUpload(api1?.base ?? '', reader.token, pkg?.id ?? '', {
      chunks: 12,
      everyMs: 200,
    });
    await upload.sending;
    const stopped = topology.terminate(0);
    const { status, text } = await upload.answer;
    expect(status, text).toBe(201);
    expect(await stopped, api1?.output()).toBe(0);

    // The rolling restart: api1 (stopped above) back, then api2, each back in HAProxy before the
    // next goes.
    for (const index of [0, 1]) {
      const name = `api${index + 1}`;
      await topology.restart(index);
      await waitUntil(
        async () =>
          (await topology.serverStates()).find((each) => each.name === name)?.status === 'UP',
        { what: `${name} back in HAProxy`, timeoutMs: 10_000 },
      );
    }
    loading = false;
    await Promise.all(readers);
    const failures = statuses.filter((status) => status === 0 || status >= 500);
    console.log(`rolling restart: ${statuses.length} reads, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(50);

    // Nothing of the storm is left undone in the database either.
    const [stuck] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.idempotencyKeys)
      .where(
        and(
          like(schema.idempotencyKeys.scope, 'payment%'),
          sql`${schema.idempotencyKeys.responseStatus} is null`,
        ),
      );
    expect(stuck?.count).toBe(0);
  });
});
