import { randomBytes } from 'node:crypto';
import type { DbHandle } from '@skyparcel/db';
import Fastify from 'fastify';
import qs from 'qs';
import { defineBackgroundJobs } from './background-jobs';
import { accountDeletionRoutes } from './features/account-deletion/account-deletion.routes';
import { accountInfoRoutes } from './features/account-info/account-info.routes';
import { additionalChargesRoutes } from './features/additional-charges/additional-charges.routes';
import { additionalServicesRoutes } from './features/additional-services/additional-services.routes';
import { adminReturnRoutes } from './features/admin-return/admin-return.routes';
import { businessAccountsRoutes } from './features/business-accounts/business-accounts.routes';
import { businessApplicationsAdminRoutes } from './features/business-accounts/business-applications-admin.routes';
import { captchaRoutes } from './features/captcha/captcha.routes';
import { communicationPreferencesRoutes } from './features/communication-preferences/communication-preferences.routes';
import { companyInvoicesRoutes } from './features/company-invoices/company-invoices.routes';
import { contactUsRoutes } from './features/contact-us/contact-us.routes';
import { contactsRoutes } from './features/contacts/contacts.routes';
import { couponAdminRoutes } from './features/coupon-admin/coupon-admin.routes';
import { customerShipmentsRoutes } from './features/customer-shipments/customer-shipments.routes';
import { dataExportRoutes } from './features/data-export/data-export.routes';
import { deliveriesRoutes } from './features/deliveries/deliveries.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { ediBookingRoutes } from './features/edi-booking/edi-booking.routes';
import { faqsRoutes } from './features/faqs/faqs.routes';
import { healthRoutes } from './features/health/health.routes';
import { identityRoutes } from './features/identity/identity.routes';
import { identityReviewRoutes } from './features/identity/identity-review.routes';
import { invoiceAdminRoutes } from './features/invoice-admin/invoice-admin.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { jobAdminRoutes } from './features/job-admin/job-admin.routes';
import { localLoyaltyProvider } from './features/loyalty-sign-in/local-provider/local-loyalty-provider';
import { createLoyaltyClient } from './features/loyalty-sign-in/loyalty-client';
import { resolveLoyaltySettings } from './features/loyalty-sign-in/loyalty-settings';
import { loyaltySignInRoutes } from './features/loyalty-sign-in/loyalty-sign-in.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { offerCampaignsRoutes } from './features/offer-campaigns/offer-campaigns.routes';
import { packageLockersRoutes } from './features/package-lockers/package-lockers.routes';
import { packagesRoutes } from './features/packages/packages.routes';
import { packingRoutes } from './features/packing/packing.routes';
import { passwordsRoutes } from './features/passwords/passwords.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { priceAdminRoutes } from './features/price-admin/price-admin.routes';
import { profileCouponsRoutes } from './features/profile-coupons/profile-coupons.routes';
import { profileSummaryRoutes } from './features/profile-summary/profile-summary.routes';
import { prohibitedItemsRoutes } from './features/prohibited-items/prohibited-items.routes';
import { receivingRoutes } from './features/receiving/receiving.routes';
import { airportsRoutes } from './features/reference/airports.routes';
import { productTypesRoutes } from './features/reference/product-types.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { sandboxGatewayRoutes } from './features/sandbox-gateway/sandbox-gateway.routes';
import { savedCardsRoutes } from './features/saved-cards/saved-cards.routes';
import { shipRequestsRoutes } from './features/ship-requests/ship-requests.routes';
import { warehouseShipmentsRoutes } from './features/ship-requests/warehouse-shipments.routes';
import { shippingPreferencesRoutes } from './features/shipping-preferences/shipping-preferences.routes';
import { shippingQuotesRoutes } from './features/shipping-quotes/shipping-quotes.routes';
import { createCodeHasher } from './features/sign-in/one-time-code';
import { signInRoutes } from './features/sign-in/sign-in.routes';
import { userRoutes } from './features/sign-in/user.routes';
import { staffTrackingRoutes } from './features/staff-tracking/staff-tracking.routes';
import { systemStatusRoutes } from './features/system-status/system-status.routes';
import { telemetryDashboardRoutes } from './features/telemetry-dashboard/telemetry-dashboard.routes';
import { telemetryIngestionRoutes } from './features/telemetry-ingestion/telemetry-ingestion.routes';
import { trackingRoutes } from './features/tracking/tracking.routes';
import { trackingScansRoutes } from './features/tracking-scans/tracking-scans.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { companyUsersRoutes } from './features/user-management/company-users.routes';
import { userManagementRoutes } from './features/user-management/user-management.routes';
import { userStateRoutes } from './features/user-state/user-state.routes';
import { warehousesRoutes } from './features/warehouses/warehouses.routes';
import { systemClock } from './lib/clock';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import {
  type CaptchaSettings,
  type CaptchaVerifier,
  createCaptchaVerifier,
} from './modules/captcha';
import { createTotpSecretCipher, type TotpSecretCipher } from './modules/credentials';
import { createFileStore, type FileStore } from './modules/files';
import { createJobQueue, type JobQueue } from './modules/jobs';
import { createMailer, createUnsubscribeLinks, type Mailer } from './modules/mail';
import { createPaymentGateway, type PaymentGateway, shipRequestPayments } from './modules/payments';
import { auth } from './plugins/auth';
import { type Config, ConfigError, resolveUploadsDir } from './plugins/env';
import { errorHandler, sendError } from './plugins/error-handler';
import { inputValidatorCompiler } from './plugins/input-validator';
import { locale } from './plugins/locale';
import { SECRET_SAFE_LOGGING } from './plugins/log-redaction';
import { metrics } from './plugins/metrics';
import { openapi } from './plugins/openapi';
import { processLifecycle } from './plugins/process-lifecycle';
import { rateLimits } from './plugins/rate-limit';
import { bindTraceToLog, RequestLogController } from './plugins/request-logging';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DbHandle['db'];
    /**
     * Reads that tolerate a second of lag and need none of the caller's own fresh writes
     * (reports, the traffic dashboard, CSV exports): the read replica when DATABASE_REPLICA_URL
     * is set and answers, else the primary (decision 072). Everything else uses `db`.
     */
    readDb: DbHandle['readDb'];
    dbHandle: DbHandle;
    mailer: Mailer;
    captcha: CaptchaVerifier;
    codeHasher: ReturnType<typeof createCodeHasher>;
    /** Encrypts staff and admin authenticator secrets under AUTH_SECRET (ADR 015). */
    totpCipher: TotpSecretCipher;
    /** The payment gateway's adapter, or null when PAYMENT_GATEWAY=off (decision 039). */
    paymentGateway: PaymentGateway | null;
    /** Where every uploaded file is kept: the local disk or an S3 bucket (decision 070). */
    fileStore: FileStore;
    /** The background jobs and mail sending, once across all processes (decision 069). */
    jobs: JobQueue;
  }
}

/**
 * How long a stopping process waits for its running job (decision 069), inside server.ts's 10 s
 * force timer: a job still running then is handed back, and another process runs it again.
 */
export const JOB_DRAIN_MS = 8_000;

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
      // Secrets never reach a log line: bearer tokens, cookies, link tokens in urls, codes.
      ...SECRET_SAFE_LOGGING,
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
    // Every log line of a request carries its id: the caller's `request-id` when acceptable.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A path the router cannot read (broken percent-encoding, a parameter past 100 characters)
    // answers the error model too, not Fastify's own body that echoes the whole path back.
    frameworkErrors: (_error, request, reply) =>
      sendError(request, reply, { status: 400, code: 'BAD_REQUEST' }),
    // 0 trusts no X-Forwarded-For; n believes the last n proxies (README: TRUST_PROXY).
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    bindTraceToLog(request);
  });
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('dbHandle', dbHandle);
  app.decorate('db', dbHandle.db);
  app.decorate('readDb', dbHandle.readDb);
  const authSecret = authSecretOf(config);
  const jobs = createJobQueue({
    dbHandle,
    log: app.log,
    leaseSeconds: config.JOB_LEASE_SECONDS,
  });
  app.decorate('jobs', jobs);
  app.decorate(
    'mailer',
    createMailer({
      db: dbHandle.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
      unsubscribeLinks: createUnsubscribeLinks(authSecret, config.publicUrl),
      // A mail written asks the queue for a run of the outbox job: this process's worker wakes
      // at once, and whichever process takes it sends the mail.
      requestPass: () => {
        jobs.runSoon('mail_outbox').catch((error: unknown) => {
          app.log.error({ err: error }, 'could not queue the mail job; its minute run will send');
        });
      },
    }),
  );
  // The app takes jobs from the moment it is ready (server.ts adds the schedules); closing it
  // (graceful shutdown) waits for the running job, then the mail in hand.
  app.addHook('onReady', async () => jobs.start({ work: config.JOB_WORKER }));
  app.addHook('onClose', async () => {
    await jobs.drain(JOB_DRAIN_MS);
    await jobs.close();
    await app.mailer.close();
  });
  app.decorate('fileStore', createFileStore(config.fileStorage, resolveUploadsDir(config)));
  app.addHook('onClose', async () => app.fileStore.close());
  app.decorate('captcha', createCaptchaVerifier(captchaSettingsOf(config), dbHandle.db, app.log));
  app.decorate('codeHasher', createCodeHasher(authSecret));
  app.decorate('totpCipher', createTotpSecretCipher(authSecret));
  const paymentGatewaySecret = paymentGatewaySecretOf(config);
  app.decorate(
    'paymentGateway',
    createPaymentGateway({
      kind: config.paymentGateway,
      db: dbHandle.db,
      secret: paymentGatewaySecret,
      publicUrl: config.publicUrl,
      clock: systemClock,
    }),
  );
  defineBackgroundJobs(app);

  // First: every answer names its process and, while it drains, closes its connection.
  await app.register(processLifecycle);
  await app.register(locale);
  await app.register(errorHandler);
  // Before every route, so each answer is counted (decision 066).
  await app.register(metrics);
  await app.register(security);
  await app.register(openapi);
  await app.register(rateLimits);
  await app.register(auth);

  // One settings object for the client and the local provider: they share the client secret.
  const loyaltySettings = config.LOYALTY_SIGN_IN ? resolveLoyaltySettings(config) : undefined;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(captchaRoutes);
      await api.register(signInRoutes);
      await api.register(registrationRoutes);
      if (loyaltySettings) {
        await api.register(loyaltySignInRoutes, { client: createLoyaltyClient(loyaltySettings) });
      }
      await api.register(passwordsRoutes);
      await api.register(userManagementRoutes);
      await api.register(adminReturnRoutes);
      await api.register(userRoutes);
      await api.register(contactsRoutes);
      await api.register(savedCardsRoutes);
      await api.register(shippingPreferencesRoutes);
      await api.register(communicationPreferencesRoutes);
      await api.register(profileSummaryRoutes);
      await api.register(reportsRoutes);
      await api.register(telemetryDashboardRoutes);
      await api.register(dataExportRoutes);
      await api.register(profileCouponsRoutes);
      await api.register(accountDeletionRoutes);
      await api.register(accountInfoRoutes);
      await api.register(identityRoutes);
      await api.register(identityReviewRoutes);
      await api.register(deliveriesRoutes);
      await api.register(warehousesRoutes);
      await api.register(packageLockersRoutes);
      await api.register(packagesRoutes);
      await api.register(additionalServicesRoutes);
      await api.register(shippingQuotesRoutes);
      await api.register(shipRequestsRoutes);
      await api.register(warehouseShipmentsRoutes);
      await api.register(customerShipmentsRoutes);
      await api.register(trackingScansRoutes);
      await api.register(userStateRoutes);
      await api.register(priceAdminRoutes);
      await api.register(couponAdminRoutes);
      await api.register(offerCampaignsRoutes);
      await api.register(invoiceAdminRoutes);
      await api.register(companyInvoicesRoutes);
      await api.register(ediBookingRoutes);
      await api.register(paymentsRoutes, { shipRequests: shipRequestPayments });
      await api.register(receivingRoutes);
      await api.register(packingRoutes);
      await api.register(additionalChargesRoutes);
      await api.register(invoicesRoutes);
      await api.register(staffTrackingRoutes);
      await api.register(notificationsRoutes);
      await api.register(uploadsRoutes);
      await api.register(prohibitedItemsRoutes);
      await api.register(airportsRoutes);
      await api.register(productTypesRoutes);
      await api.register(faqsRoutes);
      await api.register(businessAccountsRoutes);
      await api.register(businessApplicationsAdminRoutes);
      await api.register(companyUsersRoutes);
      await api.register(contactUsRoutes);
      await api.register(trackingRoutes);
      await api.register(systemStatusRoutes);
      await api.register(jobAdminRoutes);
      api.setNotFoundHandler((request, reply) =>
        sendError(request, reply, { status: 404, code: 'ROUTE_NOT_FOUND' }),
      );
    },
    { prefix: '/api' },
  );
  // Page-view telemetry's own ingestion, at /v2/track and /api/v2/track (decision 064); its path
  // is simply unknown while telemetry is off.
  if (config.telemetry) {
    await app.register(telemetryIngestionRoutes);
  }

  // The demo's doors (/dev/mailbox, /api/dev/mailbox, /dev/loyalty-provider and the sandbox
  // gateway's /dev/payment-gateway) are registered in development only: in production their
  // paths are simply unknown (ADR 020, 039).
  if (!config.isProduction) {
    if (config.useLocalMailbox) {
      await app.register(devMailboxRoutes);
    }
    if (loyaltySettings?.isLocal) {
      await app.register(localLoyaltyProvider, { settings: loyaltySettings });
    }
    if (config.paymentGateway === 'sandbox') {
      await app.register(sandboxGatewayRoutes, { secret: paymentGatewaySecret });
    }
  }
  await app.register(webApp);
  return app;
}

/**
 * ALTCHA signs its challenges with CAPTCHA_HMAC_SECRET. Development signs with a key made per
 * start (challenges die on restart); production has no generated key (ADR 020): loadConfig
 * refuses to start without CAPTCHA_HMAC_SECRET there, and so does an app built without it.
 */
function captchaSettingsOf(config: Config): CaptchaSettings {
  if (config.CAPTCHA_PROVIDER === 'recaptcha') {
    return {
      provider: 'recaptcha',
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
    };
  }
  if (!config.CAPTCHA_HMAC_SECRET && config.isProduction) {
    throw new ConfigError('CAPTCHA_HMAC_SECRET: required in production');
  }
  return {
    provider: 'altcha',
    hmacSecret: config.CAPTCHA_HMAC_SECRET ?? randomBytes(32).toString('hex'),
    cost: config.CAPTCHA_COST,
    maxCounter: config.CAPTCHA_MAX_COUNTER,
  };
}

/**
 * server.ts always passes an AUTH_SECRET (production's own, or in development one kept in
 * DATA_DIR). A random one serves apps built without it (tests), never production (ADR 020).
 */
function authSecretOf(config: Config): string {
  if (config.AUTH_SECRET) {
    return config.AUTH_SECRET;
  }
  if (config.isProduction) {
    throw new ConfigError('AUTH_SECRET: required in production');
  }
  return randomBytes(32).toString('hex');
}

/**
 * The sandbox signs its notifications with PAYMENT_GATEWAY_SECRET, or with a key made per start
 * in development (sandbox and portal share this process). Production has no sandbox (ADR 039).
 */
function paymentGatewaySecretOf(config: Config): string {
  if (config.PAYMENT_GATEWAY_SECRET) {
    return config.PAYMENT_GATEWAY_SECRET;
  }
  if (config.isProduction && config.paymentGateway !== 'off') {
    throw new ConfigError('PAYMENT_GATEWAY_SECRET: required in production');
  }
  return randomBytes(32).toString('hex');
}
