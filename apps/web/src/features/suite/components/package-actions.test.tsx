import { RETURN_PROCESSING_BUSINESS_DAYS } from '@skyparcel/domain/packages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PACKAGE } from '../testing/suite-fixtures';
import { PackageDetails } from './package-details';

const DETAILS = { ...PACKAGE, photos: [] };
const BASE = '/api/warehouses/wh-us/packages/pkg-1';

test('abandons after confirming, and says the request was submitted', async () => {
  const user = userEvent.setup();
  let current = DETAILS;
  const fetchMock = mockFetch({
    [`GET ${BASE}`]: () => ({ body: current }),
    [`PUT ${BASE}/abandon`]: () => {
      current = { ...DETAILS, status: 'discard_requested', tab: 'discarded', reason: null };
      return { body: { ...current, message: 'Abandon package request submitted successfully' } };
    },
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Abandon package' }));
  const dialog = screen.getByRole('dialog', { name: 'Abandon package PK100042?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep the package' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Abandon package' }));
  await user.click(screen.getByRole('button', { name: 'Yes, abandon it' }));
  expect(
    await screen.findByText('Abandon package request submitted successfully'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Abandon requested', { selector: '.badge' })).toBeInTheDocument();
  // Once out of the suite, nothing more can be asked.
  expect(screen.queryByRole('button', { name: 'Abandon package' })).not.toBeInTheDocument();
});

test('shows the spec’s failure text in the dialog when abandoning is refused', async () => {
  const user = userEvent.setup();
  mockFetch({
    [`GET ${BASE}`]: () => ({ body: DETAILS }),
    [`PUT ${BASE}/abandon`]: () => ({
      status: 409,
      body: { error: { code: 'ABANDON_FAILED', message: 'Abandon package request failed.' } },
    }),
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Abandon package' }));
  await user.click(screen.getByRole('button', { name: 'Yes, abandon it' }));
  const dialog = screen.getByRole('dialog', { name: 'Abandon package PK100042?' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    /^Abandon package request failed\.$/,
  );
});

test('asks for a comment before a return, then sends it', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    [`GET ${BASE}`]: () => ({ body: DETAILS }),
    [`PUT ${BASE}/return-package`]: () => ({
      body: {
        ...DETAILS,
        status: 'return_requested',
        tab: 'returned',
        reason: null,
        message: 'Return request submitted successfully',
      },
    }),
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Return to the shop' }));
  const dialog = screen.getByRole('dialog', { name: 'Return package PK100042 to the shop' });
  const comment = within(dialog).getByRole('textbox', { name: 'Comment for our team' });
  expect(comment).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect(within(dialog).getByText('Please add a comment.')).toBeInTheDocument();
  expect(comment).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

  await user.type(comment, 'Wrong size; the shop sends a label.');
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect(await screen.findByText('Return request submitted successfully')).toBeInTheDocument();
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({
    comment: 'Wrong size; the shop sends a label.',
  });
  expect(screen.getByText('Return requested', { selector: '.badge' })).toBeInTheDocument();
});

test('the return dialog says how many business days a return takes, from the setting', async () => {
  const user = userEvent.setup();
  mockFetch({ [`GET ${BASE}`]: () => ({ body: DETAILS }) });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Return to the shop' }));
  const dialog = screen.getByRole('dialog', { name: 'Return package PK100042 to the shop' });
  expect(
    within(dialog).getByText(
      `Return processing time: ${RETURN_PROCESSING_BUSINESS_DAYS} business days`,
    ),
  ).toBeInTheDocument();
  expect(dialog).not.toHaveTextContent('XX');
});

test('a return with my own label needs the label, uploads it as a document, then names it', async () => {
  const user = userEvent.setup();
  const uploads: FormData[] = [];
  const fetchMock = mockFetch({
    [`GET ${BASE}`]: () => ({ body: DETAILS }),
    'POST /api/Packages/upload-file': (_url, init) => {
      uploads.push(init?.body as FormData);
      return {
        status: 201,
        body: {
          serialNumber: 1001,
          documentName: 'Return label',
          message: 'Document uploaded successfully',
        },
      };
    },
    [`PUT ${BASE}/return-package`]: () => ({
      body: {
        ...DETAILS,
        status: 'return_requested',
        tab: 'returned',
        reason: null,
        returnComment: 'Wrong colour',
        returnUsesOwnLabel: true,
        returnLabel: {
          serialNumber: 1001,
          fileName: 'label.pdf',
          url: '/api/Packages/uploaded-files/1001/file',
        },
        message: 'Return request submitted successfully',
      },
    }),
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Return to the shop' }));
  const dialog = screen.getByRole('dialog', { name: 'Return package PK100042 to the shop' });
  expect(within(dialog).getByRole('radio', { name: 'Use our return label' })).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: 'Use my own return label' }));
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect(within(dialog).getByText('Please add a comment.')).toBeInTheDocument();
  expect(within(dialog).getByText('Please upload label')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Wrong colour');
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect(within(dialog).queryByText('Please add a comment.')).not.toBeInTheDocument();
  const labelInput = within(dialog).getByLabelText(/Your return label/);
  expect(within(dialog).getByText('Please upload label')).toBeInTheDocument();
  expect(labelInput).toHaveFocus();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method && init.method !== 'GET')).toBe(
    false,
  );

  const label = new File(['%PDF-1.7'], 'label.pdf', { type: 'application/pdf' });
  await user.upload(labelInput, label);
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect(await screen.findByText('Return request submitted successfully')).toBeInTheDocument();

  expect(uploads).toHaveLength(1);
  const [form] = uploads as [FormData];
  expect(form.get('packageId')).toBe('pkg-1');
  expect(form.get('documentName')).toBe('Return label');
  expect((form.get('file') as File).name).toBe('label.pdf');
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put?.[1]?.body))).toEqual({
    comment: 'Wrong colour',
    useOwnLabel: true,
    labelSerialNumber: 1001,
  });
  // The page now shows the comment and the label the return goes with.
  expect(screen.getByText('Your return comment')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download label.pdf' })).toBeInTheDocument();
});

test('a refused upload says why next to the label, and nothing is asked for', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    [`GET ${BASE}`]: () => ({ body: DETAILS }),
    'POST /api/Packages/upload-file': () => ({
      status: 400,
      body: {
        error: {
          code: 'UPLOAD_FAILED',
          message: 'File Upload failed, please try to upload your documents again.',
        },
      },
    }),
  });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Return to the shop' }));
  const dialog = screen.getByRole('dialog', { name: 'Return package PK100042 to the shop' });
  await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Faulty');
  await user.click(within(dialog).getByRole('radio', { name: 'Use my own return label' }));
  await user.upload(
    within(dialog).getByLabelText(/Your return label/),
    new File(['%PDF-1.7'], 'label.pdf', { type: 'application/pdf' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect(
    await within(dialog).findByText(
      'File Upload failed, please try to upload your documents again.',
    ),
  ).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
});

test('a label that is not a PDF, JPG or PNG is refused before it is sent', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const fetchMock = mockFetch({ [`GET ${BASE}`]: () => ({ body: DETAILS }) });
  renderWithProviders(<PackageDetails warehouseId="wh-us" packageId="pkg-1" />);

  await user.click(await screen.findByRole('button', { name: 'Return to the shop' }));
  const dialog = screen.getByRole('dialog', { name: 'Return package PK100042 to the shop' });
  await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Faulty');
  await user.click(within(dialog).getByRole('radio', { name: 'Use my own return label' }));
  await user.upload(
    within(dialog).getByLabelText(/Your return label/),
    new File(['hello'], 'label.txt', { type: 'text/plain' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect(within(dialog).getByText('Please choose a JPG, PNG or PDF file')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method && init.method !== 'GET')).toBe(
    false,
  );
});
