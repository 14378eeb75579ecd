import { AppError } from '@skyparcel/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCallLimit } from '../../lib/account-call-limit';

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
      // 60 a minute, or the account calls' setting when higher (one setting for all of them).
      config: accountCallLimit(app.config, 60),
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
