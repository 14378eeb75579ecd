import type { UploadedFile } from '@skyparcel/domain/packages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PACKAGE } from '../testing/suite-fixtures';
import { PackageDocuments } from './package-documents';

const FAILED = 'File Upload failed, please try to upload your documents again.';
const INVOICE: UploadedFile = {
  serialNumber: 7,
  packageId: 'pkg-1',
  packageNumber: 'PK100042',
  documentName: 'Invoice',
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  sizeBytes: 204_800,
  uploadedAt: '2026-11-02T08:00:00.000Z',
  url: '/api/Packages/uploaded-files/7/file',
};

const FILE_LABEL = 'Document (JPG, PNG or PDF, up to 5 MB)';
const pdf = (name = 'receipt.pdf') => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/** The documents API of one package; `upload` and `remove` answer as the test wants. */
function documentRoutes({
  documents = [INVOICE],
  upload = () => ({ status: 201, body: {} }),
  remove = () => ({ body: { message: 'File deleted successfully' } }),
}: {
  documents?: UploadedFile[];
  upload?: () => { status?: number; body: unknown };
  remove?: () => { status?: number; body: unknown };
} = {}) {
  let list = [...documents];
  const page = () => ({ items: list, page: 1, pageSize: 20, total: list.length });
  const fetchMock = mockFetch({
    'GET /api/Packages/uploaded-files': () => ({ body: page() }),
    'GET /api/Packages/uploaded-files/7/file': () => ({ body: '%PDF-1.7' }),
    'POST /api/Packages/upload-file': (_url, init) => {
      const reply = upload();
      const form = init?.body as FormData;
      if ((reply.status ?? 200) < 300) {
        const file = form.get('file') as File;
        list = [
          { ...INVOICE, serialNumber: 8, documentName: 'receipt', fileName: file.name },
          ...list,
        ];
      }
      return reply;
    },
    'DELETE /api/Packages/uploaded-files/delete/7': () => {
      const reply = remove();
      if ((reply.status ?? 200) < 300) {
        list = list.filter((document) => document.serialNumber !== 7);
      }
      return reply;
    },
  });
  const calls = (method: string) =>
    fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
  return { fetchMock, calls };
}

test('lists the documents with their file, size and date, and the package’s own query', async () => {
  const { calls } = documentRoutes();
  renderWithProviders(<PackageDocuments details={PACKAGE} />);

  const list = await screen.findByRole('list', { name: 'Uploaded documents' });
  const [item] = within(list).getAllByRole('listitem');
  expect(item).toHaveTextContent('Invoice');
  expect(item).toHaveTextContent('invoice.pdf · 200 kB · Uploaded');
  expect(
    within(item as HTMLElement).getByRole('button', { name: 'Download Invoice' }),
  ).toBeVisible();
  expect(within(item as HTMLElement).getByRole('button', { name: 'Delete Invoice' })).toBeVisible();
  expect(String(calls('GET')[0]?.[0])).toContain('/api/Packages/uploaded-files?packageId=pkg-1');
  expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
});

test('uploads a PDF: the package goes before the file, then “Document uploaded successfully”', async () => {
  const user = userEvent.setup();
  const { calls } = documentRoutes({ documents: [] });
  renderWithProviders(<PackageDocuments details={PACKAGE} />);

  expect(await screen.findByText('No documents uploaded yet.')).toBeVisible();
  await user.upload(screen.getByLabelText(FILE_LABEL), pdf());
  await user.click(screen.getByRole('button', { name: 'Upload document' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Document uploaded successfully');
  const form = calls('POST')[0]?.[1]?.body as FormData;
  expect([...form.keys()]).toEqual(['packageId', 'file']);
  expect(form.get('packageId')).toBe('pkg-1');
  expect(await screen.findByRole('button', { name: 'Download receipt' })).toBeVisible();
});

test('a refused upload shows the spec’s failure text with the server’s reason', async () => {
  const user = userEvent.setup();
  documentRoutes({
    upload: () => ({
      status: 400,
      body: {
        error: {
          code: 'UPLOAD_FAILED',
          message: FAILED,
          fields: { file: 'validation.tooManyFiles' },
        },
      },
    }),
  });
  renderWithProviders(<PackageDocuments details={PACKAGE} />);

  await user.upload(await screen.findByLabelText(FILE_LABEL), pdf());
  await user.click(screen.getByRole('button', { name: 'Upload document' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(FAILED);
  expect(alert).toHaveTextContent('This package already has the most files allowed');
});

test('a file of another type, or over 5 MB, is refused here at once, without a call', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { calls } = documentRoutes();
  renderWithProviders(<PackageDocuments details={PACKAGE} />);
  const field = await screen.findByLabelText(FILE_LABEL);

  await user.upload(field, new File(['MZ\x90\x00 program'], 'invoice.pdf.exe'));
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `${FAILED}Please choose a JPG, PNG or PDF file`,
  );

  const large = pdf('scan.pdf');
  Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });
  await user.upload(field, large);
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 5 MB');
  expect(calls('POST')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(calls('POST')).toHaveLength(0);
});

test('asks for a file before uploading nothing', async () => {
  const user = userEvent.setup();
  documentRoutes();
  renderWithProviders(<PackageDocuments details={PACKAGE} />);

  await user.click(await screen.findByRole('button', { name: 'Upload document' }));
  expect(screen.getByText('Please choose a file to upload.')).toBeVisible();
  expect(screen.getByLabelText(FILE_LABEL)).toHaveAttribute('aria-invalid', 'true');
});

test('deletes a document after a confirmation: “File deleted successfully”', async () => {
  const user = userEvent.setup();
  const { calls } = documentRoutes();
  renderWithProviders(<PackageDocuments details={PACKAGE} />);

  const deleteButton = await screen.findByRole('button', { name: 'Delete Invoice' });
  await user.click(deleteButton);
  const dialog = screen.getByRole('dialog', { name: 'Delete Invoice?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls('DELETE')).toHaveLength(0);

  await user.click(deleteButton);
  await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
  expect(await screen.findByRole('status')).toHaveTextContent('File deleted successfully');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toHaveFocus();
  expect(await screen.findByText('No documents uploaded yet.')).toBeVisible();
  expect(String(calls('DELETE')[0]?.[0])).toContain('/api/Packages/uploaded-files/delete/7');
});

test('a refused deletion says “Delete failed, …” in the dialog', async () => {
  const user = userEvent.setup();
  documentRoutes({
    remove: () => ({
      status: 409,
      body: {
        error: {
          code: 'DOCUMENT_DELETE_FAILED',
          message: 'Delete failed, please try to upload your documents again.',
        },
      },
    }),
  });
  renderWithProviders(<PackageDocuments details={PACKAGE} />);

  await user.click(await screen.findByRole('button', { name: 'Delete Invoice' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Invoice?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    /^Delete failed, please try to upload your documents again\.$/,
  );
});

test('when staff asked for documents, the section asks for the invoice first', async () => {
  documentRoutes({ documents: [] });
  renderWithProviders(
    <PackageDocuments details={{ ...PACKAGE, status: 'action_required', reason: 'documents' }} />,
  );

  const section = await screen.findByRole('region', { name: 'Upload your invoice' });
  expect(section).toHaveClass('package-documents--needed');
  expect(section).toHaveTextContent('We need the invoice for this package');
});

test('once the package has left the suite, documents can be downloaded but not changed', async () => {
  documentRoutes();
  renderWithProviders(
    <PackageDocuments details={{ ...PACKAGE, status: 'preparing', reason: null }} />,
  );

  expect(await screen.findByRole('button', { name: 'Download Invoice' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Delete Invoice' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  expect(screen.getByText(/the package has left your suite/)).toBeVisible();
});

test('downloads a document with the session’s token, under its own file name', async () => {
  const user = userEvent.setup();
  const fetchMock = documentRoutes().fetchMock;
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:document-1';
  URL.revokeObjectURL = () => undefined;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  };
  try {
    renderWithProviders(<PackageDocuments details={PACKAGE} />);
    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(saved).toEqual(['invoice.pdf blob:document-1']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/Packages/uploaded-files/7/file',
    );
  } finally {
    HTMLAnchorElement.prototype.click = click;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  }
});
