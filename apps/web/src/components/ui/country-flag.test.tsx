import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { CountryFlag, CountryFlagSelect, CountryWithFlag, hasCountryFlag } from './country-flag';

afterEach(async () => {
  await changeLocale('en-US');
});

test('a flag’s text is the country’s name in the page’s language', async () => {
  const { rerender } = render(<CountryFlag countryCode="KW" />);
  const flag = screen.getByRole('img', { name: 'Kuwait' });
  expect(flag).toHaveAttribute('width', '20');
  expect(flag).toHaveAttribute('height', '15');
  // A file of the portal's own, never a data URL or another site's address.
  expect(flag.getAttribute('src')).toMatch(/^\/[^/].*kw\.svg/);

  await changeLocale('ar-AE');
  rerender(<CountryFlag countryCode="KW" />);
  expect(screen.getByRole('img', { name: 'الكويت' })).toBeInTheDocument();

  await changeLocale('fr');
  rerender(<CountryFlag countryCode="SA" />);
  expect(screen.getByRole('img', { name: 'Arabie saoudite' })).toBeInTheDocument();
});

test('the spec’s UK is Great Britain’s flag, and a lower-case code is read as its capitals', () => {
  render(
    <>
      <CountryFlag countryCode="UK" />
      <CountryFlag countryCode="sn" />
    </>,
  );
  expect(screen.getByRole('img', { name: 'United Kingdom' })).toHaveAttribute(
    'src',
    expect.stringMatching(/gb\.svg/),
  );
  expect(screen.getByRole('img', { name: 'Senegal' })).toBeInTheDocument();
});

test('an unknown code draws nothing', () => {
  const { container } = render(
    <>
      <CountryFlag countryCode="FR" />
      <CountryFlag countryCode="" />
      <CountryFlag countryCode="constructor" />
      <CountryFlagSelect countryCode="NO">
        <select aria-label="Country" />
      </CountryFlagSelect>
    </>,
  );
  expect(container.querySelector('img')).toBeNull();
  expect(hasCountryFlag('NO')).toBe(false);
  expect(screen.getByRole('combobox', { name: 'Country' }).parentElement).toHaveClass(
    'country-select',
  );
  expect(screen.getByRole('combobox').parentElement).not.toHaveClass('country-select--flagged');
});

test('beside a printed name, or in a select that names it, the flag is decorative', () => {
  const { container } = render(
    <>
      <CountryWithFlag countryCode="AE">United Arab Emirates</CountryWithFlag>
      <CountryFlagSelect countryCode="DE">
        <select aria-label="Country" />
      </CountryFlagSelect>
    </>,
  );
  expect(screen.queryByRole('img')).toBeNull();
  const flags = container.querySelectorAll('img');
  expect(flags).toHaveLength(2);
  for (const flag of flags) {
    expect(flag).toHaveAttribute('alt', '');
  }
  expect(screen.getByRole('combobox').parentElement).toHaveClass('country-select--flagged');
});
