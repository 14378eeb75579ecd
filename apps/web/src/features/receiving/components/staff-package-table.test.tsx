import type { CappedPage } from '@skyparcel/domain/reference';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { PACKAGE } from '@/features/suite/testing/suite-fixtures';
import { changeLocale, loadDictionaryPart } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { StaffPackageSummary } from '../api/get-staff-packages';
import { StaffPackageTable } from './staff-package-table';

const SUMMARY: StaffPackageSummary = {
  ...PACKAGE,
  userId: 'user-1',
  suiteNumber: 'SP100001',
  customerName: 'Dana Demo',
};

function pageOf(total: number, isTotalCapped: boolean, page = 1): CappedPage<StaffPackageSummary> {
  return { items: [SUMMARY], page, pageSize: 20, total, isTotalCapped };
}

afterEach(async () => {
  await changeLocale('en-US');
});

test('a count that stopped at the cap reads "10,000+", and the pager goes on past its pages', async () => {
  const user = userEvent.setup();
  const handlePage = vi.fn();
  renderWithProviders(<StaffPackageTable result={pageOf(10_000, true)} onPage={handlePage} />);

  expect(screen.getByRole('status')).toHaveTextContent('Packages found: 10,000+');
  expect(screen.getByText('Page 1 of 500+')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(handlePage).toHaveBeenCalledWith(2);
});

test('on the last counted page of a capped list, Next still leads on', async () => {
  const handlePage = vi.fn();
  renderWithProviders(<StaffPackageTable result={pageOf(10_020, true, 501)} onPage={handlePage} />);

  expect(screen.getByText('Page 501 of 501+')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a whole count is shown as it is, and Next stops at the last page', () => {
  renderWithProviders(<StaffPackageTable result={pageOf(10_000, false, 500)} onPage={vi.fn()} />);

  expect(screen.getByRole('status')).toHaveTextContent('Packages found: 10,000');
  expect(screen.getByRole('status')).not.toHaveTextContent('+');
  expect(screen.getByText('Page 500 of 500')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('"more than" is said in each language', async () => {
  const expected = [
    ['fr', 'Colis trouvés : plus de 10 000'],
    ['no', 'Pakker funnet: over 10 000'],
    ['ar-AE', 'أكثر من'],
  ] as const;
  // The staff pages bring their texts along (`operator`); each language's then downloads too.
  await loadDictionaryPart('operator');
  for (const [locale, text] of expected) {
    await changeLocale(locale);
    const view = renderWithProviders(
      <StaffPackageTable result={pageOf(10_000, true)} onPage={vi.fn()} />,
    );
    expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toContain(text);
    view.unmount();
  }
});
