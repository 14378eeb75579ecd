import { AppError } from '@skyparcel/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ChallengeSchema = z
  .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() })
  .describe(
    'An ALTCHA v2 challenge; the widget solves it and the form sends the result as recaptchaToken',
  );

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/challenge',
    {
      schema: { tags: ['captcha'], response: { 200: ChallengeSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      const challenge = await app.captcha.createChallenge();
      if (!challenge) {
        throw new AppError('NOT_FOUND');
      }
      return reply
        .header('cache-control', 'no-store')
        .send(challenge as z.infer<typeof ChallengeSchema>);
    },
  );
};
