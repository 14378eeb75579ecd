import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sweepEndedRateLimitWindows } from '../modules/rate-limits';
import { databaseRateLimitStore } from './database-rate-limit-store';

const SWEEP_EVERY_MS = 60_000;

/**
 * Limits are set per route (`config.rateLimit`, see lib/account-call-limit.ts) and counted in
 * the database, so API processes behind one proxy share them (ADR 023).
 */
const rateLimitPlugin: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  const sweep = setInterval(() => {
    sweepEndedRateLimitWindows(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate limit sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};

export const rateLimits = fp(rateLimitPlugin, { name: 'rate-limits' });
