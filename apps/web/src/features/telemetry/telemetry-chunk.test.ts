import { expect, test } from 'vitest';
import { staticImportGraph } from '@/testing/static-import-graph';

const isSdk = (name: string) => name.startsWith('@microsoft/');

test('the first page carries the loader only: no SDK, no SDK configuration, no cookie choice', () => {
  const { files, packages } = staticImportGraph('/src/main.tsx');
  expect(files).toContain('/src/features/telemetry/telemetry-loader.ts');
  expect(packages.filter(isSdk)).toEqual([]);
  expect(files.filter((file) => /telemetry-(sdk|config)\.ts$|consent-banner/.test(file))).toEqual(
    [],
  );
  expect(packages).not.toContain('@skyparcel/domain/telemetry');
});

test("the SDK's chunk brings no zod: the telemetry figures come without the domain's schemas", () => {
  const { packages } = staticImportGraph('/src/features/telemetry/telemetry-sdk.ts');
  expect(packages.sort()).toEqual([
    '@microsoft/applicationinsights-web',
    '@skyparcel/domain/telemetry/settings',
  ]);
});
