import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './env';

test('applies the documented defaults', () => {
  const config = loadConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.SEED_DEMO).toBe(true);
  expect(config.useLocalMailbox).toBe(true);
  expect(config.publicUrl).toBe('http://localhost:3000');
});

test('lists every invalid setting at once', () => {
  const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
  expect(load).toThrow(ConfigError);
  expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO/);
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
