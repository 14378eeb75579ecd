import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { downloadAuthorisedFile, fetchAuthorisedFile } from './authorised-file';
import { dismissSessionEndReason, saveSession } from './session-token';

const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  clicked.length = 0;
  URL.createObjectURL = () => 'blob:file-1';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  dismissSessionEndReason();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function answer(status: number, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response('a,b\n1,2\n', { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

test('sends the bearer token and the JSON body without cookies, and saves under the name given', async () => {
  saveSession('token-1', '2099-01-01T00:00:00.000Z');
  const fetchMock = answer(200);

  await downloadAuthorisedFile('/api/Booking/print-label', 'labels.pdf', 'labels', {
    method: 'POST',
    body: { uploadId: 'u1' },
  });

  const init = fetchMock.mock.calls[0]?.[1];
  expect(init?.method).toBe('POST');
  expect(init?.credentials).toBe('omit');
  expect(init?.headers).toMatchObject({
    Authorization: 'Bearer token-1',
    'Content-Type': 'application/json',
  });
  expect(init?.body).toBe('{"uploadId":"u1"}');
  expect(clicked).toEqual([{ href: 'blob:file-1', download: 'labels.pdf' }]);
  expect(document.querySelector('a[download]')).toBeNull();
});

test('takes the server’s file name when the caller gives only a fallback', async () => {
  answer(200, { 'Content-Disposition': 'attachment; filename="skyparcel-data-2026-11-26.json"' });
  await downloadAuthorisedFile('/api/UserProfile/export-data', { fallback: 'data.json' }, 'export');
  expect(clicked.map((link) => link.download)).toEqual(['skyparcel-data-2026-11-26.json']);

  answer(200);
  await downloadAuthorisedFile('/api/UserProfile/export-data', { fallback: 'data.json' }, 'export');
  expect(clicked.map((link) => link.download)).toEqual([
    'skyparcel-data-2026-11-26.json',
    'data.json',
  ]);
});

test('a refused call throws with its status and saves nothing', async () => {
  answer(403);
  await expect(fetchAuthorisedFile('/api/invoices/1/pdf', 'invoice pdf')).rejects.toThrow(
    'invoice pdf 403',
  );
  await expect(downloadAuthorisedFile('/api/x', 'x.csv', 'export')).rejects.toThrow('export 403');
  expect(clicked).toEqual([]);
});
