import { schema } from '@skyparcel/db';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { findRoutePrices, quoteForPackages } from '../../modules/pricing';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser, warehouseIdOf } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: TestUser;
let staff: TestUser;
let customer: TestUser;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A moment `days` from now, on the hour, so two tests never pick the same one. */
const fromNow = (days: number, hours = 0) =>
  new Date(Math.ceil((Date.now() + days * DAY) / HOUR) * HOUR + hours * HOUR);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  customer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

const steps = (first: number, further: number, count = 4) =>
  Array.from({ length: count }, (_, index) => ({
    kg: (index + 1) * 0.5,
    amount: first + index * further,
  }));

function addRateCard(body: Record<string, unknown>, caller: TestUser = admin) {
  return as(ctx.app, caller).post('/api/admin/prices/rate-cards', {
    warehouseCode: 'US-DE',
    destinationCode: 'KW',
    currency: 'USD',
    steps: steps(20, 5),
    ...body,
  });
}

function importCsv(text: string, effectiveFrom?: Date) {
  const query = effectiveFrom ? `?effectiveFrom=${effectiveFrom.toISOString()}` : '';
  return as(ctx.app, admin).post(`/api/admin/prices/rate-cards/import${query}`, text, {
    headers: { 'content-type': 'text/csv' },
  });
}

async function lastAudit(action: string) {
  const [row] = await ctx.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.action, action))
    .orderBy(desc(schema.auditLog.createdAt))
    .limit(1);
  return row;
}

const CALLS: [string, string, unknown][] = [
  ['GET', '/api/admin/prices', undefined],
  ['POST', '/api/admin/prices/rate-cards', {}],
  ['POST', '/api/admin/prices/rate-cards/import', {}],
  ['GET', '/api/admin/prices/rate-cards.csv', undefined],
  ['POST', '/api/admin/prices/option-fees', {}],
  ['POST', '/api/admin/prices/warehouse-terms', {}],
  ['POST', '/api/admin/prices/customs-rules', {}],
  ['POST', '/api/admin/prices/exchange-rates', {}],
  ['POST', '/api/admin/prices/membership-discounts', {}],
  ['DELETE', '/api/admin/prices/option-fees/00000000-0000-4000-8000-000000000000', undefined],
  ['DELETE', '/api/admin/prices/rate-cards/00000000-0000-4000-8000-000000000000', undefined],
  ['DELETE', '/api/admin/prices/exchange-rates/2030-01', undefined],
];

describe('who may keep prices', () => {
  test('a visitor gets 401 and a customer or a clerk 403 on every call; nothing is stored', async () => {
    const before = await ctx.db.select().from(schema.rateCards);
    for (const [method, url, body] of CALLS) {
      const visitor = await as(ctx.app, null).request(method as 'GET', url, body as undefined);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      for (const caller of [customer, staff]) {
        const response = await as(ctx.app, caller).request(method as 'GET', url, body as undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await ctx.db.select().from(schema.rateCards)).toHaveLength(before.length);
  });

  test('an admin reads every kind of price data, each with the version in force first', async () => {
    const response = await as(ctx.app, admin).get('/api/admin/prices');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.warehouses.map((w: { code: string }) => w.code)).toEqual([
      'US-DE',
      'GB-LON',
      'AE-DXB',
    ]);
    const card = body.rateCards.find(
      (c: { warehouseCode: string; destinationCode: string }) =>
        c.warehouseCode === 'GB-LON' && c.destinationCode === 'SA',
    );
    expect(card.versions[0].currency).toBe('GBP');
    expect(card.versions[0].steps[0]).toEqual({ kg: 0.5, amount: expect.any(Number) });
    expect(body.optionFees.length).toBeGreaterThanOrEqual(15);
    expect(body.warehouseTerms[0].versions[0]).toMatchObject({
      freeStorageDays: 30,
      storageFeePerDay: 1,
      liabilityIncrement: 100,
    });
    expect(
      body.customsRules.find((r: { countryCode: string }) => r.countryCode === 'KW').versions[0],
    ).toMatchObject({
      currency: 'KWD',
      dutyRatePercent: 5,
      adminFee: 1,
      extendedLiabilityFee: 1.33,
    });
    expect(body.exchangeRates).toMatchObject({
      currentMonth: new Date().toISOString().slice(0, 7),
      isFallback: false,
    });
  });
});

describe('POST /api/admin/prices/rate-cards', () => {
  test("a card from tomorrow is scheduled and audited, and today's quote does not change", async () => {
    const tomorrow = fromNow(1);
    const quoteBefore = await as(ctx.app, null).get(
      '/api/deliveries/price?fromWarehouseId=US-DE&toCountryCode=KW&weight=1.2',
    );
    const response = await addRateCard({ effectiveFrom: tomorrow.toISOString() });
    expect(response.statusCode).toBe(201);
    expect(response.json().effectiveFrom).toBe(tomorrow.toISOString());

    const quoteAfter = await as(ctx.app, null).get(
      '/api/deliveries/price?fromWarehouseId=US-DE&toCountryCode=KW&weight=1.2',
    );
    expect(quoteAfter.json().amount).toBe(quoteBefore.json().amount);

    const overview = (await as(ctx.app, admin).get('/api/admin/prices')).json();
    const card = overview.rateCards.find(
      (c: { warehouseCode: string; destinationCode: string }) =>
        c.warehouseCode === 'US-DE' && c.destinationCode === 'KW',
    );
    expect(card.versions).toHaveLength(2);
    expect(card.versions[1]).toMatchObject({
      effectiveFrom: tomorrow.toISOString(),
      steps: steps(20, 5),
    });
    const audit = await lastAudit('price.rate-card.add');
    expect(audit).toMatchObject({ actorUserId: admin.user.id });
    expect(audit?.details).toMatchObject({
      before: { steps: expect.arrayContaining([{ kg: 0.5, amountMinor: 1_250 }]) },
      after: { warehouseCode: 'US-DE', destinationCountryCode: 'KW', currency: 'USD' },
    });
  });

  test('a past start, a start years ahead, or a second version from the same moment is refused', async () => {
    const past = await addRateCard({ effectiveFrom: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      code: 'PRICE_EFFECTIVE_IN_PAST',
      fields: { effectiveFrom: 'errors.PRICE_EFFECTIVE_IN_PAST' },
    });
    const far = await addRateCard({ effectiveFrom: fromNow(4 * 366).toISOString() });
    expect(far.json().error.code).toBe('PRICE_EFFECTIVE_TOO_FAR');
    const absurd = await addRateCard({ effectiveFrom: '99999-01-01T00:00:00Z' });
    expect(absurd.statusCode).toBe(400);

    const moment = fromNow(9).toISOString();
    expect((await addRateCard({ effectiveFrom: moment })).statusCode).toBe(201);
    const again = await addRateCard({ effectiveFrom: moment });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PRICE_VERSION_EXISTS');
  });

  test('steps out of order, gaps, negative, lower or over-precise amounts are named step by step', async () => {
    const response = await addRateCard({
      effectiveFrom: fromNow(3).toISOString(),
      steps: [
        { kg: 0.5, amount: 10 },
        { kg: 1.5, amount: 12 },
        { kg: 1.5, amount: 9 },
        { kg: 2, amount: 12.345 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'PRICE_DATA_INVALID',
      fields: { 'steps.3.amount': 'operator.prices.problems.decimals' },
    });
    const disorder = await addRateCard({
      effectiveFrom: fromNow(3).toISOString(),
      steps: [
        { kg: 0.5, amount: 10 },
        { kg: 1.5, amount: 12 },
        { kg: 1.5, amount: 11 },
      ],
    });
    expect(disorder.json().error.fields).toEqual({
      'steps.1': 'operator.prices.problems.RATE_CARD_STEPS_NOT_ASCENDING',
      'steps.2': 'operator.prices.problems.RATE_CARD_AMOUNT_DECREASES',
    });
    const negative = await addRateCard({ steps: [{ kg: 0.5, amount: -1 }] });
    expect(negative.statusCode).toBe(400);
    const currency = await addRateCard({ currency: 'GBP', warehouseCode: 'US-DE' });
    expect(currency.json().error.fields).toEqual({
      currency: 'operator.prices.problems.warehouseCurrency',
    });
    const nowhere = await addRateCard({ destinationCode: 'ZZ', warehouseCode: 'XX-YYY' });
    expect(nowhere.json().error.fields).toEqual({
      warehouseCode: 'operator.prices.problems.unknownWarehouse',
    });
  });

  test('huge numbers, too many steps and NUL characters answer 400, not 500', async () => {
    const huge = await addRateCard({ steps: [{ kg: 0.5, amount: 1e300 }] });
    expect(huge.statusCode).toBe(400);
    const many = await addRateCard({ steps: steps(1, 1, 201) });
    expect(many.statusCode).toBe(400);
    const nul = await addRateCard({ warehouseCode: 'US-DE\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields.warehouseCode).toBe('validation.nulCharacter');
  });
});

describe('a quote reads the version in force at its moment', () => {
  test("yesterday's quote can be told again from the rows; tomorrow's card prices tomorrow", async () => {
    const warehouseId = await warehouseIdOf(ctx.db, 'GB-LON');
    const before = await findRoutePrices(ctx.db, warehouseId, 'AE', new Date());
    const start = fromNow(2);
    expect(
      (
        await addRateCard({
          warehouseCode: 'GB-LON',
          destinationCode: 'AE',
          currency: 'GBP',
          steps: steps(50, 10),
          effectiveFrom: start.toISOString(),
        })
      ).statusCode,
    ).toBe(201);

    const justBefore = await findRoutePrices(
      ctx.db,
      warehouseId,
      'AE',
      new Date(start.getTime() - 1),
    );
    expect(justBefore?.rateCard.steps).toEqual(before?.rateCard.steps);
    const from = await findRoutePrices(ctx.db, warehouseId, 'AE', start);
    expect(from?.rateCard.steps[0]).toEqual({ kg: 0.5, amountMinor: 5_000 });

    const owner = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, {
      owner,
      warehouse: 'GB-LON',
      status: 'ready_to_send',
    });
    const request = { viewer: owner.user, packageIds: [pkg.id], destination: 'AE' };
    const today = await quoteForPackages({ db: ctx.db, clock: () => new Date() }, request);
    const again = await quoteForPackages({ db: ctx.db, clock: () => today.context.now }, request);
    const later = await quoteForPackages(
      { db: ctx.db, clock: () => new Date(start.getTime() + HOUR) },
      request,
    );
    const freight = (quote: typeof today) =>
      quote.quote.lines.find((line) => line.code === 'FREIGHT')?.original;
    expect(freight(again)).toEqual(freight(today));
    expect(freight(later)?.amountMinor).toBeGreaterThanOrEqual(5_000);
    expect(freight(later)).not.toEqual(freight(today));
  });

  test('with versions in force a quote still reads each kind of figure in one query (decision 034)', async () => {
    const owner = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner, warehouse: 'US-DE', status: 'ready_to_send' });
    const quote = () =>
      as(ctx.app, owner).post('/api/shipping/warehouses/US-DE/shipping-discount', {
        packageIds: [pkg.id],
        destinationCode: 'KW',
        options: ['INS', 'LPH'],
        couponCode: 'WELCOME10',
      });
    // A scheduled card must not add a query: the one in force is chosen inside the route's.
    expect((await addRateCard({ effectiveFrom: fromNow(40).toISOString() })).statusCode).toBe(201);
    // Drizzle keeps the driver (PGlite, or node-postgres's pool) as `$client`; every statement
    // goes through its `query`.
    const client = Reflect.get(ctx.db, '$client') as { query: (...args: unknown[]) => unknown };
    const query = vi.spyOn(client, 'query');
    try {
      expect((await quote()).statusCode).toBe(200);
      // Past the session (its read; its last use is stamped at most once a minute, decision
      // 022, and this one signed in just now), the packages, the customer, the route's prices
      // in force and the coupon: one query each.
      // PGlite takes the SQL text; node-postgres a query config `{ text, values, rowMode }`.
      const statements = query.mock.calls.map(([sql]) =>
        typeof sql === 'string' ? sql : String(Reflect.get(Object(sql), 'text')),
      );
      const quoteStatements = statements.filter(
        (text) => !/^(select|update) "sessions"/.test(text),
      );
      expect(statements.length - quoteStatements.length).toBe(1);
      expect(quoteStatements).toHaveLength(4);
    } finally {
      query.mockRestore();
    }
  });

  test("warehouse terms and customs rules from tomorrow leave today's figures alone", async () => {
    const warehouseId = await warehouseIdOf(ctx.db, 'AE-DXB');
    const start = fromNow(5);
    const terms = await as(ctx.app, admin).post('/api/admin/prices/warehouse-terms', {
      warehouseCode: 'AE-DXB',
      freeStorageDays: 20,
      storageFeePerDay: 5,
      liabilityIncrement: 400,
      effectiveFrom: start.toISOString(),
    });
    expect(terms.statusCode).toBe(201);
    const rule = await as(ctx.app, admin).post('/api/admin/prices/customs-rules', {
      countryCode: 'SA',
      currency: 'SAR',
      dutyThreshold: 1000,
      dutyRatePercent: 6.5,
      vatRatePercent: 15,
      adminFee: 0,
      extendedLiabilityFee: 16,
      effectiveFrom: start.toISOString(),
    });
    expect(rule.statusCode).toBe(201);
    const today = await findRoutePrices(ctx.db, warehouseId, 'SA', new Date());
    const then = await findRoutePrices(ctx.db, warehouseId, 'SA', start);
    expect(today?.terms).toEqual({
      freeStorageDays: 30,
      storageFeePerDayMinor: 375,
      liabilityIncrementMinor: 36_725,
    });
    expect(then?.terms).toEqual({
      freeStorageDays: 20,
      storageFeePerDayMinor: 500,
      liabilityIncrementMinor: 40_000,
    });
    expect((await lastAudit('price.warehouse-terms.add'))?.details).toMatchObject({
      before: { freeStorageDays: 30, liabilityIncrementMinor: 36_725 },
      after: { warehouseCode: 'AE-DXB', freeStorageDays: 20, liabilityIncrementMinor: 40_000 },
    });
    expect(today?.customsRule?.vatRateBp).toBe(500);
    expect(then?.customsRule).toMatchObject({ vatRateBp: 1_500, dutyRateBp: 650 });
    const audit = await lastAudit('price.customs-rule.add');
    expect(audit?.details).toMatchObject({
      before: { countryCode: 'SA', vatRateBp: 500 },
      after: { countryCode: 'SA', vatRateBp: 1_500 },
    });
  });

  test('an option fee version is validated, scheduled and audited', async () => {
    const start = fromNow(6);
    const bad = await as(ctx.app, admin).post('/api/admin/prices/option-fees', {
      warehouseCode: 'US-DE',
      optionCode: 'INS',
      fee: 1,
    });
    expect(bad.statusCode).toBe(400);
    const response = await as(ctx.app, admin).post('/api/admin/prices/option-fees', {
      warehouseCode: 'US-DE',
      optionCode: 'LPH',
      fee: 7.5,
      effectiveFrom: start.toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const overview = (await as(ctx.app, admin).get('/api/admin/prices')).json();
    const fee = overview.optionFees.find(
      (f: { warehouseCode: string; optionCode: string }) =>
        f.warehouseCode === 'US-DE' && f.optionCode === 'LPH',
    );
    expect(fee.versions.at(-1)).toMatchObject({ fee: 7.5, effectiveFrom: start.toISOString() });
    expect((await lastAudit('price.option-fee.add'))?.details).toMatchObject({
      after: { optionCode: 'LPH', feeMinor: 750 },
    });
  });
});

describe('rate card CSV', () => {
  const HEADER = 'origin,destination,weight_kg,amount,currency';

  test('an import stores every card it names from its moment on, and the export gives them back', async () => {
    const start = fromNow(10);
    const text = [
      HEADER,
      'US-DE,SA,0.5,30.00,USD',
      'US-DE,SA,1.0,34.00,USD',
      'US-DE,SA,1.5,38.00,USD',
      'GB-LON,KW,1,22.5,GBP',
      'GB-LON,KW,0.5,20,GBP',
      '',
    ].join('\n');
    const response = await importCsv(text, start);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ stored: 2 });
    expect((await lastAudit('price.rate-card.import'))?.actorUserId).toBe(admin.user.id);

    const exported = await as(ctx.app, admin).get(
      `/api/admin/prices/rate-cards.csv?at=${start.toISOString()}`,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('attachment');
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain('US-DE,SA,1.5,38.00,USD');
    expect(lines).toContain('GB-LON,KW,1,22.50,GBP');
    expect(lines.filter((line) => line.startsWith('GB-LON,KW,'))).toHaveLength(2);
    const today = (await as(ctx.app, admin).get('/api/admin/prices/rate-cards.csv')).body;
    expect(today).not.toContain('US-DE,SA,1.5,38.00,USD');
  });

  test('one bad line stores nothing, and the answer lists each bad line with its reason', async () => {
    const count = async () => (await ctx.db.select().from(schema.rateCards)).length;
    const before = await count();
    const text = [
      HEADER,
      'US-DE,SA,0.5,30.00,USD',
      'XX-NOPE,SA,1,31,USD',
      'US-DE,ZZ,1,31,USD',
      'US-DE,SA,1.0,-4,USD',
      'US-DE,SA,1.5,34,GBP',
      'US-DE,SA,abc,34,USD',
      'US-DE,SA,2,34.001,USD',
      'US-DE,SA,0.5,40,USD',
      'US-DE,SA,1',
    ].join('\n');
    const response = await importCsv(text, fromNow(11));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'PRICE_CSV_INVALID',
      fields: {
        'line.3': 'operator.prices.problems.unknownWarehouse',
        'line.4': 'operator.prices.problems.unknownDestination',
        'line.5': 'operator.prices.problems.RATE_CARD_AMOUNT_INVALID',
        'line.6': 'operator.prices.problems.warehouseCurrency',
        'line.7': 'operator.prices.csv.weight',
        'line.8': 'operator.prices.problems.decimals',
        'line.9': 'operator.prices.csv.duplicateStep',
        'line.10': 'operator.prices.csv.columns',
      },
    });
    expect(response.json().error.message).toContain('8');
    expect(await count()).toBe(before);
  });

  test('the page sends the file wrapped in JSON; the same rules apply', async () => {
    const response = await as(ctx.app, admin).post('/api/admin/prices/rate-cards/import', {
      csv: `${HEADER}\nAE-DXB,SA,0.5,60,AED\nAE-DXB,SA,1,70,AED\n`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().cards).toEqual([
      { warehouseCode: 'AE-DXB', destinationCode: 'SA', effectiveFrom: expect.any(String) },
    ]);
  });

  test('a gap in a card is reported at the line after it; nothing is stored', async () => {
    const response = await importCsv(
      [HEADER, 'AE-DXB,KW,0.5,40,AED', 'AE-DXB,KW,1.5,50,AED'].join('\n'),
      fromNow(12),
    );
    expect(response.json().error.fields).toEqual({
      'line.3': 'operator.prices.problems.RATE_CARD_STEPS_NOT_ASCENDING',
    });
  });

  test('a wrong header, an empty file, a broken quote, NUL bytes, too many lines or bytes answer 400', async () => {
    const wrongHeader = await importCsv('from,to,kg,price,currency\nUS-DE,SA,0.5,1,USD');
    expect(wrongHeader.json().error.fields).toEqual({ 'line.1': 'operator.prices.csv.header' });
    const empty = await importCsv(`${HEADER}\n`);
    expect(empty.json().error.fields).toEqual({ file: 'operator.prices.csv.empty' });
    const broken = await importCsv(`${HEADER}\nUS-DE,"SA,0.5,1,USD\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('PRICE_CSV_INVALID');
    const nul = await importCsv(`${HEADER}\nUS-DE,SA\u0000,0.5,1,USD`);
    expect(nul.statusCode).toBe(400);
    expect(Object.values(nul.json().error.fields)).toEqual(['validation.nulCharacter']);
    const manyLines = [HEADER, ...Array.from({ length: 5_001 }, () => 'US-DE,SA,0.5,1,USD')];
    const tooMany = await importCsv(manyLines.join('\n'));
    expect(tooMany.json().error.fields).toEqual({ file: 'operator.prices.csv.tooManyLines' });
    const huge = await importCsv(`${HEADER}\nUS-DE,SA,0.5,1e300,USD\nUS-DE,SA,1e300,1,USD`);
    expect(huge.json().error.fields).toEqual({
      'line.2': 'operator.prices.problems.RATE_CARD_AMOUNT_INVALID',
      'line.3': 'operator.prices.csv.weight',
    });
    const tooBig = await importCsv(`${HEADER}\n${'x'.repeat(1_100_000)}`);
    expect([400, 413]).toContain(tooBig.statusCode);
    const past = await importCsv(`${HEADER}\nUS-DE,SA,0.5,1,USD`, new Date(Date.now() - DAY));
    expect(past.json().error.code).toBe('PRICE_EFFECTIVE_IN_PAST');
  });
});

describe('POST /api/admin/prices/exchange-rates', () => {
  test("a month without a table falls back to the last one, says so, and this month's table starts now", async () => {
    const month = new Date().toISOString().slice(0, 7);
    await ctx.db
      .delete(schema.exchangeRates)
      .where(and(eq(schema.exchangeRates.month, `${month}-01`)));
    const fallback = (await as(ctx.app, admin).get('/api/admin/prices')).json().exchangeRates;
    expect(fallback.isFallback).toBe(true);
    expect(fallback.monthInForce < month).toBe(true);

    const added = await as(ctx.app, admin).post('/api/admin/prices/exchange-rates', {
      month,
      perUsd: { GBP: 0.8, AED: 3.6725, KWD: 0.31, SAR: 3.75, EUR: 0.9 },
    });
    expect(added.statusCode).toBe(201);
    expect(new Date(added.json().effectiveFrom).getTime()).toBeLessThanOrEqual(Date.now());
    const rows = await ctx.db
      .select()
      .from(schema.exchangeRates)
      .where(like(schema.exchangeRates.fromCurrency, 'USD'));
    const usdToKwd = rows.find((row) => row.month === `${month}-01` && row.toCurrency === 'KWD');
    expect(Number(usdToKwd?.rate)).toBe(0.31);
    const now = (await as(ctx.app, admin).get('/api/admin/prices')).json().exchangeRates;
    expect(now).toMatchObject({ monthInForce: month, isFallback: false });
    expect(now.tables[0].perUsd.KWD).toBe(0.31);

    expect((await lastAudit('price.exchange-rates.add'))?.details).toMatchObject({
      after: { month, perUsd: { KWD: 0.31, USD: 1 } },
    });
    const twice = await as(ctx.app, admin).post('/api/admin/prices/exchange-rates', {
      month,
      perUsd: { GBP: 0.81 },
    });
    expect(twice.statusCode).toBe(409);
  });

  test('a past month, a month years ahead and absurd rates are refused; next month is scheduled', async () => {
    const past = await as(ctx.app, admin).post('/api/admin/prices/exchange-rates', {
      month: '2020-01',
      perUsd: { GBP: 0.8 },
    });
    expect(past.json().error.code).toBe('EXCHANGE_RATE_MONTH_PAST');
    const far = await as(ctx.app, admin).post('/api/admin/prices/exchange-rates', {
      month: '2099-01',
      perUsd: { GBP: 0.8 },
    });
    expect(far.json().error.code).toBe('PRICE_EFFECTIVE_TOO_FAR');
    const absurd = await as(ctx.app, admin).post('/api/admin/prices/exchange-rates', {
      month: '2026-13',
      perUsd: { GBP: -1 },
    });
    expect(absurd.statusCode).toBe(400);
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const nextMonth = next.toISOString().slice(0, 7);
    const scheduled = await as(ctx.app, admin).post('/api/admin/prices/exchange-rates', {
      month: nextMonth,
      perUsd: { GBP: 0.79, KWD: 0.308 },
    });
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json().effectiveFrom).toBe(`${nextMonth}-01T00:00:00.000Z`);
    const tables = (await as(ctx.app, admin).get('/api/admin/prices')).json().exchangeRates.tables;
    expect(tables.map((t: { month: string }) => t.month)).toContain(nextMonth);
  });
});

describe('withdrawing a scheduled version', () => {
  test('an admin withdraws an option fee scheduled for later: gone from the page, audited', async () => {
    const scheduled = await as(ctx.app, admin).post('/api/admin/prices/option-fees', {
      warehouseCode: 'US-DE',
      optionCode: 'FRG',
      fee: 9,
      effectiveFrom: fromNow(20),
    });
    expect(scheduled.statusCode).toBe(201);
    const { id } = scheduled.json();
    const withdrawn = await as(ctx.app, admin).delete(`/api/admin/prices/option-fees/${id}`);
    expect(withdrawn.statusCode).toBe(204);
    const overview = (await as(ctx.app, admin).get('/api/admin/prices')).json();
    const ids = overview.optionFees.flatMap((fee: { versions: { id: string }[] }) =>
      fee.versions.map((version) => version.id),
    );
    expect(ids).not.toContain(id);
    expect((await lastAudit('price.option-fees.withdraw'))?.details).toMatchObject({
      before: { id, feeMinor: 900 },
      after: null,
    });
    const again = await as(ctx.app, admin).delete(`/api/admin/prices/option-fees/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('PRICE_VERSION_NOT_FOUND');
  });

  test('a version in force cannot be withdrawn: 409 with the catalogue text, and it stays', async () => {
    const overview = (await as(ctx.app, admin).get('/api/admin/prices')).json();
    const inForce = overview.rateCards[0].versions[0];
    expect(inForce.effectiveFrom <= overview.now).toBe(true);
    const refused = await as(ctx.app, admin).delete(`/api/admin/prices/rate-cards/${inForce.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'PRICE_VERSION_IN_FORCE',
      message:
        'This version is in force or past: quotes were given with it, so it cannot be withdrawn. Schedule a new version instead.',
    });
    const french = await as(ctx.app, admin).delete(
      `/api/admin/prices/rate-cards/${inForce.id}?lang=fr`,
    );
    expect(french.json().error.message).toMatch(/^Cette version est en vigueur/);
    const [row] = await ctx.db
      .select()
      .from(schema.rateCards)
      .where(eq(schema.rateCards.id, inForce.id));
    expect(row).toBeDefined();
  });

  test('every kind can be withdrawn by id while scheduled; an unknown id is 404', async () => {
    const terms = await as(ctx.app, admin).post('/api/admin/prices/warehouse-terms', {
      warehouseCode: 'GB-LON',
      freeStorageDays: 20,
      storageFeePerDay: 1,
      liabilityIncrement: 75,
      effectiveFrom: fromNow(21),
    });
    const rule = await as(ctx.app, admin).post('/api/admin/prices/customs-rules', {
      countryCode: 'SA',
      currency: 'SAR',
      dutyThreshold: 1000,
      dutyRatePercent: 5,
      vatRatePercent: 15,
      adminFee: 0,
      extendedLiabilityFee: 16,
      effectiveFrom: fromNow(22),
    });
    const card = await addRateCard({ effectiveFrom: fromNow(23) });
    const level = await as(ctx.app, admin).post('/api/admin/prices/membership-discounts', {
      level: 'business',
      discountPercent: 6,
      effectiveFrom: fromNow(24),
    });
    for (const [kind, response] of [
      ['warehouse-terms', terms],
      ['customs-rules', rule],
      ['rate-cards', card],
      ['membership-discounts', level],
    ] as const) {
      expect(response.statusCode, kind).toBe(201);
      const url = `/api/admin/prices/${kind}/${response.json().id}`;
      expect((await as(ctx.app, admin).delete(url)).statusCode, kind).toBe(204);
    }
    const unknown = await as(ctx.app, admin).delete('/api/admin/prices/customs-rules/not-an-id');
    expect(unknown.statusCode).toBe(404);
  });

  test("a coming month's exchange table is withdrawn whole; this month's is in force (409)", async () => {
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + 14, 1);
    const month = later.toISOString().slice(0, 7);
    const added = await as(ctx.app, admin).post('/api/admin/prices/exchange-rates', {
      month,
      perUsd: { GBP: 0.8, KWD: 0.31 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const withdrawn = await as(ctx.app, admin).delete(`/api/admin/prices/exchange-rates/${month}`);
    expect(withdrawn.statusCode).toBe(204);
    const rows = await ctx.db
      .select()
      .from(schema.exchangeRates)
      .where(eq(schema.exchangeRates.month, `${month}-01`));
    expect(rows).toHaveLength(0);
    expect((await lastAudit('price.exchange-rates.withdraw'))?.details).toMatchObject({
      before: { month, pairs: 6 },
    });
    const current = new Date().toISOString().slice(0, 7);
    const refused = await as(ctx.app, admin).delete(`/api/admin/prices/exchange-rates/${current}`);
    expect(refused.statusCode).toBe(409);
    const bad = await as(ctx.app, admin).delete('/api/admin/prices/exchange-rates/2026-13');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/prices/membership-discounts', () => {
  async function membershipLine() {
    const owner = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner, status: 'ready_to_send' });
    const response = await as(ctx.app, owner).post(
      '/api/shipping/warehouses/US-DE/shipping-discount',
      { packageIds: [pkg.id], destinationCode: 'KW' },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .lines.find((line: { code: string }) => line.code === 'MEMBERSHIP_DISCOUNT');
  }

  test('a level is created, changed from a moment on and deactivated; quotes follow; audited', async () => {
    const created = await as(ctx.app, admin).post('/api/admin/prices/membership-discounts', {
      level: ' Gold ',
      discountPercent: 7.5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const overview = (await as(ctx.app, admin).get('/api/admin/prices')).json();
    expect(
      overview.membership.find((row: { level: string }) => row.level === 'gold').versions,
    ).toEqual([
      {
        id: created.json().id,
        effectiveFrom: expect.any(String),
        discountPercent: 7.5,
        isActive: true,
      },
    ]);
    expect((await lastAudit('price.membership.add'))?.details).toMatchObject({
      before: null,
      after: { level: 'gold', discountBasisPoints: 750, isActive: true },
    });

    const standard = await as(ctx.app, admin).post('/api/admin/prices/membership-discounts', {
      level: 'standard',
      discountPercent: 10,
    });
    expect(standard.statusCode).toBe(201);
    expect(await membershipLine()).toMatchObject({
      reason: 'MEMBERSHIP_LEVEL',
      params: { level: 'standard', percentBasisPoints: 1000 },
    });
    const off = await as(ctx.app, admin).post('/api/admin/prices/membership-discounts', {
      level: 'standard',
      discountPercent: 10,
      isActive: false,
    });
    expect(off.statusCode).toBe(201);
    expect(await membershipLine()).toBeUndefined();
    expect((await lastAudit('price.membership.add'))?.details).toMatchObject({
      before: { discountBasisPoints: 1000, isActive: true },
      after: { isActive: false },
    });
    // Back to the seeded 0 %, so other files' quotes are as before.
    await as(ctx.app, admin).post('/api/admin/prices/membership-discounts', {
      level: 'standard',
      discountPercent: 0,
    });
  });

  test('a bad level, a percentage over 100 and a start in the past are refused', async () => {
    for (const [body, field] of [
      [{ level: 'Gold Plus', discountPercent: 5 }, 'level'],
      [{ level: 'gold', discountPercent: 101 }, 'discountPercent'],
      [{ level: 'gold', discountPercent: -1 }, 'discountPercent'],
      [
        { level: 'gold', discountPercent: 5, effectiveFrom: '2020-01-01T00:00:00Z' },
        'effectiveFrom',
      ],
    ] as const) {
      const response = await as(ctx.app, admin).post(
        '/api/admin/prices/membership-discounts',
        body,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    }
  });
});
