import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { DbHandle } from '@skyparcel/db';
import Fastify from 'fastify';
import qs from 'qs';
import { additionalServicesRoutes } from './features/additional-services/additional-services.routes';
import { adminReturnRoutes } from './features/admin-return/admin-return.routes';
import { captchaRoutes } from './features/captcha/captcha.routes';
import { type CaptchaVerifier, createCaptchaVerifier } from './features/captcha/captcha-verifier';
import { contactUsRoutes } from './features/contact-us/contact-us.routes';
import { deliveriesRoutes } from './features/deliveries/deliveries.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { faqsRoutes } from './features/faqs/faqs.routes';
import { healthRoutes } from './features/health/health.routes';
import { localLoyaltyProvider } from './features/loyalty-sign-in/local-provider/local-loyalty-provider';
import { createLoyaltyClient } from './features/loyalty-sign-in/loyalty-client';
import { resolveLoyaltySettings } from './features/loyalty-sign-in/loyalty-settings';
import { loyaltySignInRoutes } from './features/loyalty-sign-in/loyalty-sign-in.routes';
import { createMailer, type Mailer } from './features/mail/mailer';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { packageLockersRoutes } from './features/package-lockers/package-lockers.routes';
import { packagesRoutes } from './features/packages/packages.routes';
import { passwordsRoutes } from './features/passwords/passwords.routes';
import { receivingRoutes } from './features/receiving/receiving.routes';
import { airportsRoutes } from './features/reference/airports.routes';
import { productTypesRoutes } from './features/reference/product-types.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { shippingRoutes } from './features/shipping/shipping.routes';
import { createCodeHasher } from './features/sign-in/one-time-code';
import { signInRoutes } from './features/sign-in/sign-in.routes';
import {
  createTotpSecretCipher,
  type TotpSecretCipher,
} from './features/sign-in/totp-secret-cipher';
import { userRoutes } from './features/sign-in/user.routes';
import { trackingRoutes } from './features/tracking/tracking.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { userManagementRoutes } from './features/user-management/user-management.routes';
import { warehousesRoutes } from './features/warehouses/warehouses.routes';
import { auth } from './plugins/auth';
import type { Config } from './plugins/env';
import { errorHandler, sendError } from './plugins/error-handler';
import { inputValidatorCompiler } from './plugins/input-validator';
import { locale } from './plugins/locale';
import { openapi } from './plugins/openapi';
import { RequestLogController } from './plugins/request-logging';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DbHandle['db'];
    dbHandle: DbHandle;
    mailer: Mailer;
    captcha: CaptchaVerifier;
    codeHasher: ReturnType<typeof createCodeHasher>;
    /** Encrypts staff and admin authenticator secrets under AUTH_SECRET (ADR 015). */
    totpCipher: TotpSecretCipher;
  }
}

export type BuildAppOptions = {
  config: Config;
  dbHandle: DbHandle;
  /** Where JSON log lines go (standard output when absent); tests read them. */
  logStream?: NodeJS.WritableStream;
};

/** The whole portal as one Fastify instance; server.ts listens, tests call `inject`. */
export async function buildApp({ config, dbHandle, logStream }: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Secrets never reach a log line: bearer tokens, cookies, passwords in bodies.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new RequestLogController(),
    // The spec spells one path two ways (/deliveries/price and /Deliveries/price).
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      // Repeated (a=1&a=2) and bracketed (a[]=1, a[b]=2) query forms, as spec section 7 says.
      querystringParser: (query: string) =>
        qs.parse(query, { arrayLimit: 50, depth: 3, parameterLimit: 200 }),
    },
    bodyLimit: 1024 * 1024,
    // 0 trusts no X-Forwarded-For; n believes the last n proxies (README: TRUST_PROXY).
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
  });
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('dbHandle', dbHandle);
  app.decorate('db', dbHandle.db);
  app.decorate(
    'mailer',
    createMailer({
      db: dbHandle.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
    }),
  );
  app.addHook('onClose', async () => app.mailer.close());
  app.decorate('captcha', createCaptchaVerifier(config, dbHandle.db, app.log));
  app.decorate('codeHasher', createCodeHasher(config.AUTH_SECRET));
  // server.ts always passes an AUTH_SECRET (a kept one when unset); the random fallback only
  // serves apps built without one, whose stored authenticator secrets then cannot be read.
  app.decorate(
    'totpCipher',
    createTotpSecretCipher(config.AUTH_SECRET ?? randomBytes(32).toString('hex')),
  );

  await app.register(locale);
  await app.register(errorHandler);
  await app.register(security);
  await app.register(openapi);
  // Limits are set per route (`config.rateLimit`); later issues add sign-in limits the same way.
  await app.register(rateLimit, { global: false });
  await app.register(auth);

  // One settings object for the client and the local provider: they share the client secret.
  const loyaltySettings = resolveLoyaltySettings(config);
  const loyaltyClient = createLoyaltyClient(loyaltySettings);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(captchaRoutes);
      await api.register(signInRoutes);
      await api.register(registrationRoutes);
      await api.register(loyaltySignInRoutes, { client: loyaltyClient });
      await api.register(passwordsRoutes);
      await api.register(userManagementRoutes);
      await api.register(adminReturnRoutes);
      await api.register(userRoutes);
      await api.register(deliveriesRoutes);
      await api.register(warehousesRoutes);
      await api.register(packageLockersRoutes);
      await api.register(packagesRoutes);
      await api.register(additionalServicesRoutes);
      await api.register(receivingRoutes);
      await api.register(notificationsRoutes);
      await api.register(uploadsRoutes);
      await api.register(shippingRoutes);
      await api.register(airportsRoutes);
      await api.register(productTypesRoutes);
      await api.register(faqsRoutes);
      await api.register(contactUsRoutes);
      await api.register(trackingRoutes);
      api.setNotFoundHandler((request, reply) =>
        sendError(request, reply, { status: 404, code: 'ROUTE_NOT_FOUND' }),
      );
    },
    { prefix: '/api' },
  );

  if (config.useLocalMailbox) {
    await app.register(devMailboxRoutes);
  }
  if (loyaltySettings.isLocal) {
    await app.register(localLoyaltyProvider, { settings: loyaltySettings });
  }
  await app.register(webApp);
  return app;
}
