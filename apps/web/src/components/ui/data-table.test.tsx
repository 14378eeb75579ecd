import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

type Parcel = { id: string; number: string; weight: string };

const PARCELS: Parcel[] = [
  { id: '1', number: 'PK1', weight: '2 kg' },
  { id: '2', number: 'PK2', weight: '5 kg' },
];

const COLUMNS: DataTableColumn<Parcel>[] = [
  { id: 'number', header: 'Package', isRowHeader: true, cell: (parcel) => parcel.number },
  { id: 'weight', header: 'Weight', sort: 'descending', cell: (parcel) => parcel.weight },
];

test('renders a captioned table with column headers, row headers and cells', () => {
  render(<DataTable columns={COLUMNS} rows={PARCELS} getRowKey={(p) => p.id} caption="Packages" />);

  const table = screen.getByRole('table', { name: 'Packages' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Package', 'Weight ▼']);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['PK1', 'PK2']);
  const secondRow = within(table).getAllByRole('row')[2];
  if (!secondRow) {
    throw new Error('no second row');
  }
  expect(within(secondRow).getByRole('cell')).toHaveTextContent('5 kg');
});

test('each cell names its column for the phone layout, and the sorted column says so', () => {
  render(<DataTable columns={COLUMNS} rows={PARCELS} getRowKey={(p) => p.id} caption="Packages" />);

  expect(screen.getByRole('rowheader', { name: 'PK1' })).toHaveAttribute('data-label', 'Package');
  expect(screen.getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Weight');
  expect(screen.getByRole('columnheader', { name: /Weight/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(screen.getByRole('columnheader', { name: 'Package' })).not.toHaveAttribute('aria-sort');
});

test('the caption is hidden unless asked for', () => {
  const { rerender } = render(
    <DataTable columns={COLUMNS} rows={PARCELS} getRowKey={(p) => p.id} caption="Packages" />,
  );
  expect(screen.getByText('Packages')).toHaveClass('visually-hidden');

  rerender(
    <DataTable
      columns={COLUMNS}
      rows={PARCELS}
      getRowKey={(p) => p.id}
      caption="Packages"
      isCaptionVisible
    />,
  );
  expect(screen.getByText('Packages')).toHaveClass('data-table__caption');
});

test('no rows show the empty text instead of an empty table', () => {
  render(
    <DataTable
      columns={COLUMNS}
      rows={[]}
      getRowKey={(p) => p.id}
      caption="Packages"
      empty="No packages yet."
    />,
  );
  expect(screen.getByText('No packages yet.')).toHaveClass('empty-state');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
