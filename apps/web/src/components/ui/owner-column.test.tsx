import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DataTable } from './data-table';
import { ownerColumn } from './owner-column';

type Parcel = { id: string; number: string; ownerName?: string };
const LABELS = { header: 'Owner', you: 'You' };

function renderParcels(rows: Parcel[]) {
  render(
    <DataTable
      columns={[
        { id: 'number', header: 'Package', isRowHeader: true, cell: (row) => row.number },
        ...ownerColumn(rows, LABELS),
      ]}
      rows={rows}
      getRowKey={(row) => row.id}
      caption="Packages"
    />,
  );
  return screen.getByRole('table', { name: 'Packages' });
}

test('a list of one’s own rows has no Owner column', () => {
  const table = renderParcels([
    { id: '1', number: 'PK1' },
    { id: '2', number: 'PK2' },
  ]);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Package']);
});

test('a colleague’s row brings the column: the colleague named, one’s own rows "You"', () => {
  const table = renderParcels([
    { id: '1', number: 'PK1' },
    { id: '2', number: 'PK2', ownerName: 'Omar Saleh' },
  ]);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Package', 'Owner']);
  expect(
    within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['You', 'Omar Saleh']);
});
