import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { DEVELOPMENT_TELEMETRY_KEY } from './env';

let dist = '';
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'skyparcel-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en-US" dir="ltr"><head><title>Skyparcel</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><div id="root"></div>',
  );
  const preloads = (locale: string) => ({
    scripts: ['/assets/home-page-h1.js', `/assets/${locale}-d1.js`],
    styles: ['/assets/home-page-h1.css'],
  });
  writeFileSync(
    join(dist, 'page-preloads.json'),
    JSON.stringify({
      '/': { 'en-US': preloads('en-US'), no: preloads('no'), fr: preloads('fr') },
      '/faqs': { 'en-US': { scripts: ['/assets/faqs-page-f1.js', '/evil.js'], styles: [] } },
    }),
  );
  // React puts the preloads of images the page shows at once ahead of its title (the flags).
  const prerendered = (locale: string) =>
    `<link rel="preload" as="image" href="/assets/ae-f1.svg"/><title>Home ${locale} | Skyparcel</title><header>${locale}</header><main><h1>${locale}</h1></main>`;
  writeFileSync(
    join(dist, 'prerendered-pages.json'),
    JSON.stringify({
      '/': { 'en-US': prerendered('en-US'), fr: prerendered('fr'), 'ar-AE': prerendered('ar-AE') },
    }),
  );
  writeFileSync(
    join(dist, 'maintenance.html'),
    '<!doctype html><title>Maintenance</title><img alt="">',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the web app', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => ctx.close());

  test('every page route answers the SPA, revalidated on each visit', async () => {
    for (const url of ['/', '/Tracking?numbers=1', '/my-suite', '/contact-us']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test('HEAD on a page route answers like GET', async () => {
    for (const url of ['/', '/faqs', '/Tracking']) {
      const response = await ctx.app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  test("a public page names its first visit's files in the head, in the caller's language", async () => {
    // With the Login modal open (`?login`) the page is not prerendered, but its files still load.
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/?login',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-d1.js">');
    expect(french.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-h1.js">',
    );
    expect(french.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-h1.css">',
    );
    expect(french.body).not.toContain('en-US-d1.js');
    expect(french.headers.vary).toContain('accept-language');
    expect(french.body.indexOf('modulepreload')).toBeLessThan(french.body.indexOf('</head>'));

    const norwegian = await ctx.app.inject({ method: 'GET', url: '/?lang=no' });
    expect(norwegian.body).toContain('/assets/no-d1.js');

    // Paths match without regard to case, like the SPA's routes; only asset paths are named.
    const faqs = await ctx.app.inject({ method: 'GET', url: '/FAQS' });
    expect(faqs.body).toContain('/assets/faqs-page-f1.js');
    expect(faqs.body).not.toContain('/evil.js');
  });

  test("a public page arrives prerendered in the caller's language, with its title and direction", async () => {
    const arabic = await ctx.app.inject({
      method: 'GET',
      url: '/?lang=ar-AE',
      headers: { 'accept-language': 'fr' },
    });
    expect(arabic.body).toContain('<html lang="ar-AE" dir="rtl">');
    expect(arabic.body).toContain(
      '<div id="root" data-prerendered="ar-AE"><header>ar-AE</header><main><h1>ar-AE</h1></main></div>',
    );
    // React renders the title first; it moves to the head, in place of the generic one.
    expect(arabic.body).toContain('<head><title>Home ar-AE | Skyparcel</title>');
    expect(arabic.body.match(/<title>/g)).toHaveLength(1);
    // The image preload goes to the head too: the root holds what React hydrates, nothing more.
    expect(arabic.body.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(arabic.body.indexOf('/assets/ae-f1.svg')).toBeLessThan(arabic.body.indexOf('</head>'));

    const french = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toContain('data-prerendered="fr"');
    // Painted before the scripts run, so its stylesheet holds the paint (no unstyled flash), and
    // no script competes with that paint: the app's start after it.
    expect(french.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/home-page-h1.css">',
    );
    expect(french.body).not.toContain('modulepreload');
    expect(french.body).not.toContain('<script type="module"');
    expect(french.body).toContain(
      '<script defer src="/start-after-paint.js" data-modules="/assets/index-abc123.js"></script>',
    );
    expect(french.headers.vary).toContain('accept-language');
  });

  test('campaign tags on a link still get the prerendered page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/?utm_source=mail&utm_campaign=winter&gclid=x&lang=fr',
    });
    expect(response.body).toContain('data-prerendered="fr"');
  });

  test('an address that opens something else on the page is not prerendered', async () => {
    for (const url of ['/?login', '/?lang=fr&login', '/?resetToken=abc', '/?ref=mail']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'fr' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<html lang="en-US" dir="ltr">');
      // Its files are still named early.
      expect(response.body, url).toContain('/assets/fr-d1.js');
      expect(response.body, url).toContain('rel="preload" as="style"');
    }
  });

  test('a page without a preload list, or a language without one, is the plain SPA', async () => {
    for (const request of [
      { url: '/my-suite', headers: {} },
      { url: '/faqs', headers: { 'accept-language': 'ar-AE' } },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', ...request });
      expect(response.statusCode).toBe(200);
      expect(response.body, request.url).not.toContain('modulepreload');
    }
  });

  test('hashed assets are cached for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a missing file is a 404, not the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  test('every page carries the telemetry settings in a meta tag, never an inline script (decision 063)', async () => {
    for (const url of ['/', '/?lang=ar-AE', '/?login', '/my-suite']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain(
        `<meta name="telemetry" data-instrumentation-key="${DEVELOPMENT_TELEMETRY_KEY}" data-endpoint-url="/v2/track">`,
      );
      expect(response.body.indexOf('name="telemetry"'), url).toBeLessThan(
        response.body.indexOf('</head>'),
      );
      expect(response.body, url).not.toMatch(/<script>/);
    }
  });

  test('an unknown API path stays a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('maintenance mode', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ WEB_DIST_DIR: dist, MAINTENANCE_MODE: 'true' });
  });
  afterAll(async () => ctx.close());

  test('every page shows only the maintenance screen with 503', async () => {
    for (const url of ['/', '/Tracking', '/faqs']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('<title>Maintenance</title>');
      expect(response.headers['retry-after']).toBe('600');
    }
  });

  test('the API answers 503 Service Unavailable, but health stays up', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/warehouses' });
    expect(api.statusCode).toBe(503);
    expect(api.json().error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service Unavailable',
    });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  test('the contact form answers 429 with Retry-After after 10 enquiries an hour', async () => {
    const ctx = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/Contactus',
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      const limited = await ctx.app.inject({ method: 'POST', url: '/api/Contactus', payload: {} });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await ctx.close();
    }
  });
});

describe('telemetry sent to Azure Application Insights (decision 063)', () => {
  const key = '1f3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      WEB_DIST_DIR: dist,
      TELEMETRY_CONNECTION_STRING: `InstrumentationKey=${key};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/`,
    });
  });
  afterAll(async () => ctx.close());

  test("the page names Azure's track URL and the CSP lets the browser reach it", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/faqs' });
    expect(response.body).toContain(
      `<meta name="telemetry" data-instrumentation-key="${key}" data-endpoint-url="https://westeurope-5.in.applicationinsights.azure.com/v2/track">`,
    );
    expect(response.headers['content-security-policy']).toContain(
      "connect-src 'self' https://westeurope-5.in.applicationinsights.azure.com;",
    );
  });
});
