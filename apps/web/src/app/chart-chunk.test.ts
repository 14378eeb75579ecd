import { expect, test } from 'vitest';
import { staticImportGraph as staticGraph } from '@/testing/static-import-graph';

const isChartLibrary = (name: string) => name.startsWith('@mantine/') || name === 'recharts';

test('the chart library is in no chunk the first page loads', () => {
  const { files, packages } = staticGraph('/src/main.tsx');
  expect(files).toContain('/src/app/router.tsx');
  expect(packages.filter(isChartLibrary)).toEqual([]);
  expect(files.filter((file) => file.includes('/features/reports/'))).toEqual([]);
  expect(files.filter((file) => file.includes('/features/site-traffic/'))).toEqual([]);
});

test('the reports page draws its tables before the chart library arrives', () => {
  const page = staticGraph('/src/app/routes/reports-page.tsx');
  expect(page.files).toContain('/src/features/reports/components/lazy-report-chart.tsx');
  expect(page.files).not.toContain('/src/features/reports/components/report-chart.tsx');
  expect(page.packages.filter(isChartLibrary)).toEqual([]);
  // The chart module, which the lazy import fetches, is where the library is.
  const chart = staticGraph('/src/features/reports/components/report-chart.tsx');
  expect(chart.packages).toContain('@mantine/charts');
});

test('the site traffic page draws its figures before the chart library arrives (decision 065)', () => {
  const page = staticGraph('/src/app/routes/admin-traffic-page.tsx');
  expect(page.files).toContain('/src/features/site-traffic/components/lazy-traffic-chart.tsx');
  expect(page.files).not.toContain('/src/features/site-traffic/components/traffic-chart.tsx');
  expect(page.packages.filter(isChartLibrary)).toEqual([]);
  const chart = staticGraph('/src/features/site-traffic/components/traffic-chart.tsx');
  expect(chart.packages).toContain('@mantine/charts');
});
