import { BoundedDateSchema } from '@skyparcel/domain/input';
import {
  CustomsRuleVersionBodySchema,
  ExchangeRateTableBodySchema,
  MAX_RATE_CARD_CSV_BYTES,
  MembershipVersionBodySchema,
  OptionFeeVersionBodySchema,
  PriceOverviewSchema,
  RateCardImportResultSchema,
  RateCardVersionBodySchema,
  WarehouseTermsVersionBodySchema,
  WITHDRAWABLE_PRICE_KINDS,
} from '@skyparcel/domain/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { signedInUser } from '../../plugins/auth';
import { addCustomsRuleVersion } from './add-customs-rule-version';
import { addExchangeRateTable } from './add-exchange-rate-table';
import { addMembershipVersion } from './add-membership-version';
import { addOptionFeeVersion } from './add-option-fee-version';
import { addRateCardVersion } from './add-rate-card-version';
import { addWarehouseTermsVersion } from './add-warehouse-terms-version';
import { exportRateCardsCsv } from './export-rate-cards-csv';
import { getPriceOverview } from './get-price-overview';
import { importRateCardsCsv } from './import-rate-cards-csv';
import { withdrawExchangeRateTable, withdrawPriceVersion } from './withdraw-price-version';

/** A stored version: its id and the moment it starts. */
const StoredVersionSchema = z.object({ id: z.string(), effectiveFrom: z.string() });
const stored = (row: { id: string; effectiveFrom: Date } | undefined) => ({
  id: row?.id ?? '',
  effectiveFrom: row?.effectiveFrom.toISOString() ?? '',
});

/**
 * The price data operators keep (issue 11, decision 040); ADMIN only, every change audited.
 * A change is a new version from a moment on, never an edit of one a quote may have used.
 */
export const priceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['price-admin'];
  const adminOnly = app.requireRole('ADMIN');
  const deps = { db: app.db, clock: systemClock };

  // Rate card files arrive as text; the import itself checks the size, lines and bytes.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_RATE_CARD_CSV_BYTES + 1_000 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/admin/prices',
    { schema: { tags, response: { 200: PriceOverviewSchema } }, onRequest: adminOnly },
    async () => getPriceOverview(deps),
  );

  app.post(
    '/admin/prices/rate-cards',
    {
      schema: { tags, body: RateCardVersionBodySchema, response: { 201: StoredVersionSchema } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const row = await addRateCardVersion(deps, signedInUser(request), request.body);
      return reply.code(201).send(stored(row));
    },
  );

  app.post(
    '/admin/prices/rate-cards/import',
    {
      schema: {
        tags,
        querystring: z.object({ effectiveFrom: BoundedDateSchema.optional() }),
        // The file as text/csv, or wrapped in JSON ({ csv }) as the operators' page sends it.
        body: z.union([z.string(), z.object({ csv: z.string() })], {
          error: 'validation.required',
        }),
        response: { 201: RateCardImportResultSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const result = await importRateCardsCsv(deps, signedInUser(request), {
        text: typeof request.body === 'string' ? request.body : request.body.csv,
        effectiveFrom: request.query.effectiveFrom,
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/admin/prices/rate-cards.csv',
    {
      schema: { tags, querystring: z.object({ at: BoundedDateSchema.optional() }) },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const at = request.query.at ?? deps.clock();
      const csv = await exportRateCardsCsv(app.db, at);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="rate-cards-${at.toISOString().slice(0, 10)}.csv"`,
        )
        .send(csv);
    },
  );

  app.post(
    '/admin/prices/option-fees',
    {
      schema: { tags, body: OptionFeeVersionBodySchema, response: { 201: StoredVersionSchema } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const row = await addOptionFeeVersion(deps, signedInUser(request), request.body);
      return reply.code(201).send(stored(row));
    },
  );

  app.post(
    '/admin/prices/warehouse-terms',
    {
      schema: {
        tags,
        body: WarehouseTermsVersionBodySchema,
        response: { 201: StoredVersionSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const row = await addWarehouseTermsVersion(deps, signedInUser(request), request.body);
      return reply.code(201).send(stored(row));
    },
  );

  app.post(
    '/admin/prices/customs-rules',
    {
      schema: { tags, body: CustomsRuleVersionBodySchema, response: { 201: StoredVersionSchema } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const row = await addCustomsRuleVersion(deps, signedInUser(request), request.body);
      return reply.code(201).send(stored(row));
    },
  );

  app.post(
    '/admin/prices/exchange-rates',
    {
      schema: {
        tags,
        body: ExchangeRateTableBodySchema,
        response: { 201: z.object({ month: z.string(), effectiveFrom: z.string() }) },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const table = await addExchangeRateTable(deps, signedInUser(request), request.body);
      return reply
        .code(201)
        .send({ month: table.month, effectiveFrom: table.effectiveFrom.toISOString() });
    },
  );

  app.post(
    '/admin/prices/membership-discounts',
    {
      schema: {
        tags,
        body: MembershipVersionBodySchema,
        response: { 201: StoredVersionSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const row = await addMembershipVersion(deps, signedInUser(request), request.body);
      return reply.code(201).send(stored(row));
    },
  );

  // Withdrawing a version scheduled for later (decision 045); one in force answers 409.
  for (const kind of WITHDRAWABLE_PRICE_KINDS) {
    app.delete(
      `/admin/prices/${kind}/:id`,
      {
        schema: { tags, params: z.object({ id: z.string().max(64) }) },
        onRequest: adminOnly,
      },
      async (request, reply) => {
        await withdrawPriceVersion(deps, signedInUser(request), kind, request.params.id);
        return reply.code(204).send();
      },
    );
  }

  app.delete(
    '/admin/prices/exchange-rates/:month',
    {
      schema: {
        tags,
        params: z.object({
          month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid'),
        }),
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      await withdrawExchangeRateTable(deps, signedInUser(request), request.params.month);
      return reply.code(204).send();
    },
  );
};
