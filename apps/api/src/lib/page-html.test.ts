import { expect, test } from 'vitest';
import { pageHtmlFor } from './page-html';

const INDEX =
  '<!doctype html><html lang="en-US" dir="ltr"><head><title>Skyparcel</title></head><div id="root"></div>';

test('telemetry off: the page carries no telemetry settings, so the browser loads no SDK', () => {
  for (const telemetry of [null, undefined]) {
    const html = pageHtmlFor({ indexHtml: INDEX, telemetry })({
      path: '/',
      locale: 'en-US',
      plainAddress: true,
    });
    expect(html).toBe(INDEX);
  }
});

test('a telemetry endpoint is written as an attribute, escaped', () => {
  const html = pageHtmlFor({
    indexHtml: INDEX,
    telemetry: {
      instrumentationKey: '1f3c6a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      ingestionEndpoint: 'https://collector.example/a&b"c/',
    },
  })({ path: '/faqs', locale: 'fr', plainAddress: true });
  expect(html).toContain('data-endpoint-url="https://collector.example/a&amp;b&quot;c/v2/track"');
});
