import { schema } from '@skyparcel/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildOneLineInvoice } from '../../testing/build-one-line-invoice';
import { buildPackage } from '../../testing/build-package';
import { buildSavedCard } from '../../testing/build-saved-card';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const EXPORT = '/api/UserProfile/export-data';

describe('GET /api/UserProfile/export-data', () => {
  test('downloads the caller’s own profile, addresses, packages, requests, cards and audit, no secrets', async () => {
    const sara = await buildCustomer(ctx.db, { firstName: 'Sara' });
    const omar = await buildCustomer(ctx.db);
    await buildPackage(ctx.db, { owner: sara, status: 'in_review' });
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    await buildSavedCard(ctx.db, { owner: sara });
    await buildPackage(ctx.db, { owner: omar, status: 'in_review' });
    await as(ctx.app, sara).put('/api/UserProfile/set-cummunication-preferences', {
      receiveOffersAndPromotionsFlag: true,
      shipmentStatusEmails: true,
      invoicePaymentEmails: true,
    });

    const response = await as(ctx.app, sara).get(EXPORT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="skyparcel-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({
      id: sara.user.id,
      email: sara.user.email,
      firstName: 'Sara',
      receiveOffersAndPromotions: true,
    });
    expect(data.addresses.length).toBeGreaterThanOrEqual(1);
    // The request's and the one in review; none of Omar's.
    expect(data.packages).toHaveLength(2);
    expect(data.packages.every((row: { userId: string }) => row.userId === sara.user.id)).toBe(
      true,
    );
    expect(data.shipRequests).toEqual([
      expect.objectContaining({ id: request.id, packageIds: request.packageIds }),
    ]);
    expect(data.savedCards).toHaveLength(1);
    expect(data.auditEntries.map((entry: { action: string }) => entry.action)).toContain(
      'user.set-communication-preferences',
    );
    const text = response.body;
    for (const secret of ['passwordHash', 'gatewayToken', 'totpSecret', 'idempotencyKey']) {
      expect(text).not.toContain(secret);
    }
  });

  test('holds the identity with its scans listed (never their bytes) and the caller’s invoices', async () => {
    const sara = await buildCustomer(ctx.db, { firstName: 'Sara' });
    const omar = await buildCustomer(ctx.db);
    await ctx.db.insert(schema.identityDocuments).values({
      userId: sara.user.id,
      originalName: 'passport.pdf',
      storedName: `identity-${sara.user.id}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 2_048,
    });
    const invoice = await buildOneLineInvoice(ctx.db, {
      owner: sara,
      amountMinor: 4_500,
      isPaidByCard: true,
    });
    await buildOneLineInvoice(ctx.db, { owner: omar });

    const response = await as(ctx.app, sara).get(EXPORT, {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.identity).toMatchObject({
      documentType: 'passport',
      issuingCountryCode: 'KW',
      number: 'K7654321',
      status: 'verified',
      documents: [
        {
          fileName: 'passport.pdf',
          contentType: 'application/pdf',
          sizeBytes: 2_048,
          url: expect.stringMatching(/^\/api\/UserProfile\/files\/[0-9a-f-]{36}$/),
        },
      ],
      // In the caller's language: the scans are listed, not in the file.
      documentsNote: expect.stringContaining('pièces d’identité numérisées sont listées'),
    });
    expect(response.body).not.toContain(`identity-${sara.user.id}.pdf`);
    expect(data.invoices).toEqual([
      expect.objectContaining({
        id: invoice.id,
        number: invoice.number,
        billedMinor: 4_500,
        outstandingMinor: 0,
        lines: [expect.objectContaining({ code: 'MANUAL', totalPriceMinor: 4_500 })],
        payments: [expect.objectContaining({ method: 'card', amountMinor: 4_500 })],
      }),
    ]);
    expect(data.invoices[0]).not.toHaveProperty('doneBy');
  });

  test('answers 401 to a visitor', async () => {
    const response = await as(ctx.app, null).get(EXPORT);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});
