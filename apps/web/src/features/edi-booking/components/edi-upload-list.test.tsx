import type { EdiUpload } from '@skyparcel/domain/edi-booking';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { EdiUploadList } from './edi-upload-list';

const BOOKED: EdiUpload = {
  id: '5a1d7f0e-2b3c-4d5e-8f90-1a2b3c4d5e6f',
  serialNumber: 41,
  originalFileName: 'march-bookings.csv',
  format: 'csv',
  status: 'success',
  phase: 'done',
  bookingStatus: 'booked',
  rowCount: 3,
  rowsChecked: 3,
  bookedCount: 3,
  palletCount: 5,
  problemCount: 0,
  uploadedAt: '2026-11-20T08:00:00.000Z',
  uploadedBy: 'Omar Saleh',
  fileUrl: null,
};

test('the list shows the pallets each booking is loaded on, a dash where no row named any', async () => {
  mockFetch({
    'GET /api/Booking/get-EDIBooking-list': () => ({
      body: {
        uploads: [
          BOOKED,
          {
            ...BOOKED,
            id: '6b2e8a1f-3c4d-4e5f-9a01-2b3c4d5e6f70',
            serialNumber: 42,
            originalFileName: 'loose-boxes.csv',
            palletCount: null,
          },
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    }),
  });
  renderWithProviders(<EdiUploadList />);

  const table = await screen.findByRole('table', { name: 'Your uploads' });
  const header = within(table).getAllByRole('columnheader');
  const column = header.findIndex((cell) => cell.textContent === 'Pallets');
  expect(column).toBeGreaterThan(-1);
  const cellOf = (file: string) =>
    within(within(table).getByRole('row', { name: new RegExp(file) })).getAllByRole('cell')[
      column - 1
    ];
  expect(cellOf('march-bookings.csv')).toHaveTextContent('5');
  expect(cellOf('loose-boxes.csv')).toHaveTextContent('—');
});
