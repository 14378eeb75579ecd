import { expect, test } from 'vitest';
import { PRODUCTION_ENV } from '../testing/production-env';
import { ConfigError, DEVELOPMENT_TELEMETRY_KEY, loadConfig } from './env';

test('applies the documented defaults', () => {
  const config = loadConfig({});
  expect(config.NODE_ENV).toBe('development');
  expect(config.PORT).toBe(3000);
  expect(config.seedDemo).toBe(true);
  expect(config.useLocalMailbox).toBe(true);
  expect(config.publicUrl).toBe('http://localhost:3000');
  expect(config.LOYALTY_SIGN_IN).toBe(true);
});

test('lists every invalid setting at once', () => {
  const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
  expect(load).toThrow(ConfigError);
  expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO/);
});

test('the direct and replica URLs are postgres:// URLs beside DATABASE_URL; direct defaults to it', () => {
  const url = 'postgres://app@pgbouncer:6432/portal';
  const pooled = loadConfig({ DATABASE_URL: url });
  expect(pooled.databaseDirectUrl).toBe(url);
  expect(pooled.DATABASE_POOL_MODE).toBe('session');
  const direct = 'postgresql://app@db:5432/portal';
  expect(
    loadConfig({
      DATABASE_URL: url,
      DATABASE_DIRECT_URL: direct,
      DATABASE_POOL_MODE: 'transaction',
    }).databaseDirectUrl,
  ).toBe(direct);
  expect(() =>
    loadConfig({ DATABASE_URL: url, DATABASE_DIRECT_URL: 'mysql://x', DATABASE_REPLICA_URL: 'x' }),
  ).toThrow(/DATABASE_DIRECT_URL: must be a postgres:\/\/ URL[\s\S]*DATABASE_REPLICA_URL/);
  expect(() => loadConfig({ DATABASE_REPLICA_URL: direct })).toThrow(
    /DATABASE_REPLICA_URL: requires DATABASE_URL/,
  );
  expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MODE: 'statement' })).toThrow(
    /DATABASE_POOL_MODE/,
  );
  expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MODE: 'transaction' })).toThrow(
    /DATABASE_DIRECT_URL: required when DATABASE_POOL_MODE=transaction/,
  );
});

test('an SMTP server turns the local mailbox off', () => {
  expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).useLocalMailbox).toBe(false);
});

test('an external loyalty issuer turns the local provider off and needs a client secret', () => {
  expect(loadConfig({}).useLocalLoyaltyProvider).toBe(true);
  expect(() => loadConfig({ LOYALTY_ISSUER_URL: 'https://id.example' })).toThrow(
    /LOYALTY_CLIENT_SECRET/,
  );
  const config = loadConfig({
    LOYALTY_ISSUER_URL: 'https://id.example',
    LOYALTY_CLIENT_SECRET: 'secret',
  });
  expect(config.useLocalLoyaltyProvider).toBe(false);
  expect(config.LOYALTY_PROGRAMME).toBe('skywards');
});

test('LOYALTY_SIGN_IN=false turns the loyalty sign-in and its local provider off', () => {
  const config = loadConfig({ LOYALTY_SIGN_IN: 'false' });
  expect(config.LOYALTY_SIGN_IN).toBe(false);
  expect(config.useLocalLoyaltyProvider).toBe(false);
});

test('development listens on 127.0.0.1 and production on every interface, unless HOST says', () => {
  expect(loadConfig({}).HOST).toBe('127.0.0.1');
  expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
  expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  expect(loadConfig(PRODUCTION_ENV).HOST).toBe('0.0.0.0');
  expect(loadConfig({ ...PRODUCTION_ENV, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
});

test('production refuses to start with one message naming every missing setting', () => {
  const load = () => loadConfig({ NODE_ENV: 'production' });
  expect(load).toThrow(ConfigError);
  let message = '';
  try {
    load();
  } catch (error) {
    message = error instanceof Error ? error.message : '';
  }
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'AUTH_SECRET',
    'CAPTCHA_HMAC_SECRET',
    'PUBLIC_URL',
    'LOYALTY_ISSUER_URL',
    'LOYALTY_CLIENT_SECRET',
  ]) {
    expect(message).toContain(`  - ${name}: required in production`);
  }
  expect(message).toContain('the embedded database is for development');
});

test('production starts with every setting, and runs nothing of the demo', () => {
  const config = loadConfig(PRODUCTION_ENV);
  expect(config.isProduction).toBe(true);
  expect(config.seedDemo).toBe(false);
  expect(config.useLocalMailbox).toBe(false);
  expect(config.useLocalLoyaltyProvider).toBe(false);
});

test('production refuses each missing setting on its own', () => {
  for (const name of Object.keys(PRODUCTION_ENV).filter((key) => key !== 'NODE_ENV')) {
    const env: Record<string, string> = { ...PRODUCTION_ENV };
    delete env[name];
    expect(() => loadConfig(env), name).toThrow(new RegExp(`${name}: required`));
  }
});

test('production refuses the embedded database and the demo seed flag', () => {
  expect(() => loadConfig({ ...PRODUCTION_ENV, DATABASE_URL: undefined })).toThrow(
    /DATABASE_URL: required in production: a postgres:\/\/ URL/,
  );
  expect(() => loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'true' })).toThrow(
    /SEED_DEMO: the demo seed never runs in production/,
  );
  expect(loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: 'false' }).seedDemo).toBe(false);
});

test('production without a loyalty programme starts once LOYALTY_SIGN_IN=false', () => {
  const { LOYALTY_ISSUER_URL, LOYALTY_CLIENT_SECRET, ...withoutProgramme } = PRODUCTION_ENV;
  expect(() => loadConfig(withoutProgramme)).toThrow(/LOYALTY_SIGN_IN=false/);
  const config = loadConfig({ ...withoutProgramme, LOYALTY_SIGN_IN: 'false' });
  expect(config.LOYALTY_SIGN_IN).toBe(false);
});

test('production with reCAPTCHA needs its secret instead of the ALTCHA key', () => {
  const { CAPTCHA_HMAC_SECRET, ...withoutAltchaKey } = PRODUCTION_ENV;
  expect(() => loadConfig({ ...withoutAltchaKey, CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
    /RECAPTCHA_SECRET/,
  );
  expect(
    loadConfig({ ...withoutAltchaKey, CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' })
      .CAPTCHA_PROVIDER,
  ).toBe('recaptcha');
});

test('production refuses the sandbox payment gateway; development uses it unless told', () => {
  expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_GATEWAY: 'sandbox' })).toThrow(
    /PAYMENT_GATEWAY: required in production: a real provider's adapter \(the sandbox gateway is for development\), or off/,
  );
  const { PAYMENT_GATEWAY, ...withoutGateway } = PRODUCTION_ENV;
  expect(() => loadConfig(withoutGateway)).toThrow(/PAYMENT_GATEWAY: required in production/);
  expect(loadConfig(PRODUCTION_ENV).paymentGateway).toBe('off');
  expect(loadConfig({}).paymentGateway).toBe('sandbox');
  expect(loadConfig({ PAYMENT_GATEWAY: 'off' }).paymentGateway).toBe('off');
  expect(() => loadConfig({ PAYMENT_GATEWAY_SECRET: 'short' })).toThrow(
    /PAYMENT_GATEWAY_SECRET: must be at least 32 characters/,
  );
});

test("telemetry: the portal's own endpoint by default, Azure's when named, off in production unless set, a bad key refused", () => {
  const key = '1f3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
  expect(loadConfig({}).telemetry).toEqual({
    instrumentationKey: DEVELOPMENT_TELEMETRY_KEY,
    ingestionEndpoint: '/',
  });
  expect(loadConfig(PRODUCTION_ENV).telemetry).toBeNull();
  expect(
    loadConfig({ ...PRODUCTION_ENV, TELEMETRY_CONNECTION_STRING: `InstrumentationKey=${key}` })
      .telemetry,
  ).toEqual({ instrumentationKey: key, ingestionEndpoint: '/' });
  const azure = `InstrumentationKey=${key};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/`;
  expect(loadConfig({ TELEMETRY_CONNECTION_STRING: azure }).telemetry).toEqual({
    instrumentationKey: key,
    ingestionEndpoint: 'https://westeurope-5.in.applicationinsights.azure.com/',
  });
  expect(() =>
    loadConfig({ TELEMETRY_CONNECTION_STRING: 'InstrumentationKey=not-a-guid' }),
  ).toThrow(
    /TELEMETRY_CONNECTION_STRING: InstrumentationKey must be a hyphenated 8-4-4-4-12 hex GUID/,
  );
});

test('files stay on disk by default; S3 storage names each missing setting; production may keep disk', () => {
  expect(loadConfig({}).FILE_STORAGE).toBe('disk');
  expect(loadConfig(PRODUCTION_ENV).FILE_STORAGE).toBe('disk');
  const s3 = {
    FILE_STORAGE: 's3',
    S3_BUCKET: 'skyparcel-files',
    S3_REGION: 'eu-north-1',
    AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
  };
  expect(loadConfig({ ...PRODUCTION_ENV, ...s3 }).FILE_STORAGE).toBe('s3');
  expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(
    /S3_BUCKET: required when FILE_STORAGE=s3\n {2}- S3_REGION: required when FILE_STORAGE=s3\n {2}- AWS_ACCESS_KEY_ID: required when FILE_STORAGE=s3\n {2}- AWS_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3/,
  );
  for (const name of Object.keys(s3).filter((key) => key !== 'FILE_STORAGE')) {
    const env: Record<string, string> = { ...s3 };
    delete env[name];
    expect(() => loadConfig(env), name).toThrow(
      new RegExp(`${name}: required when FILE_STORAGE=s3`),
    );
  }
  expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  expect(() => loadConfig({ S3_BUCKET: 'skyparcel-files' })).toThrow(
    /S3_BUCKET: set while FILE_STORAGE is disk/,
  );
});
