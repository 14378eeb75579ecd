import {
  ConsolidationBodySchema,
  ConsolidationSuggestionSchema,
  CountryCodeParamsSchema,
  DestinationCodeParamsSchema,
  OriginCodeParamsSchema,
  ShipmentOptionSchema,
  ShippingDiscountBodySchema,
  ShippingOptionSchema,
  ShippingOptionsQuerySchema,
  ShipRequestQuoteSchema,
  TaxesBodySchema,
  TaxesSchema,
} from '@skyparcel/domain/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { presentQuote, quoteForPackages } from '../../modules/pricing';
import { signedInUser } from '../../plugins/auth';
import { estimateShipmentTaxes } from './estimate-shipment-taxes';
import { listShippingOptions } from './list-shipping-options';
import { priceShipmentOptions } from './price-shipment-options';
import { suggestConsolidation } from './suggest-consolidation';

/** The prices of a ship request (spec section 7, issue 11): options, taxes, quote, consolidation. */
export const shippingQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shipping'];
  const deps = { db: app.db, clock: systemClock };

  app.get(
    '/shipping/options',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Shipping preferences and their fees per warehouse',
        querystring: ShippingOptionsQuerySchema,
        response: { 200: z.array(ShippingOptionSchema) },
      },
    },
    async (request) =>
      listShippingOptions(app.db, {
        viewer: signedInUser(request),
        packageIds: request.query.packageIDs,
        locale: request.locale,
        now: deps.clock(),
      }),
  );

  app.get(
    '/shipping/options/country/:countryCode',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'What each shipping preference adds to shipping these packages to a country',
        params: CountryCodeParamsSchema,
        querystring: ShippingOptionsQuerySchema,
        response: { 200: z.array(ShipmentOptionSchema) },
      },
    },
    async (request) =>
      priceShipmentOptions(deps, {
        viewer: signedInUser(request),
        packageIds: request.query.packageIDs,
        destination: request.params.countryCode,
        locale: request.locale,
      }),
  );

  app.post(
    '/shipping/warehouses/:destinationCode/taxes',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Duty and VAT of shipping these packages to a destination',
        params: DestinationCodeParamsSchema,
        body: TaxesBodySchema,
        response: { 200: TaxesSchema },
      },
    },
    async (request) =>
      estimateShipmentTaxes(deps, {
        viewer: signedInUser(request),
        packageIds: request.body.packageIds,
        destination: request.params.destinationCode,
        options: request.body.options,
      }),
  );

  app.post(
    '/shipping/warehouses/:originCode/shipping-discount',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The quote of a ship request: every line, the total in the customer currency',
        params: OriginCodeParamsSchema,
        body: ShippingDiscountBodySchema,
        response: { 200: ShipRequestQuoteSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const { context, quote } = await quoteForPackages(deps, {
        viewer: signedInUser(request),
        packageIds: body.packageIds,
        destination: body.destinationCode,
        options: body.options,
        coupon: body.couponCode,
        useCredit: body.justCredit,
        warehouse: request.params.originCode,
      });
      return presentQuote(context, quote);
    },
  );

  app.post(
    '/shipping/country/:countryCode/consolidate-package-suggestions',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Other ready packages to add, and the price separately against together',
        params: CountryCodeParamsSchema,
        body: ConsolidationBodySchema,
        response: { 200: ConsolidationSuggestionSchema },
      },
    },
    async (request) =>
      suggestConsolidation(deps, {
        viewer: signedInUser(request),
        excludedPackageIds: request.body.excludedPackageIds,
        destination: request.params.countryCode,
      }),
  );
};
