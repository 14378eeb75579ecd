import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { changeLocale, loadDictionaryPart } from '@/lib/i18n';
import { getConsentState, reloadConsentState } from '../analytics-consent';
import { TELEMETRY_META_NAME } from '../telemetry-loader';
import { ConsentBanner } from './consent-banner';
import { ConsentSettingsLink } from './consent-settings-link';

function addTelemetryMeta() {
  const meta = document.createElement('meta');
  meta.name = TELEMETRY_META_NAME;
  meta.dataset.instrumentationKey = '5e1ec7ed-0000-4000-8000-00000000da7a';
  meta.dataset.endpointUrl = '/v2/track';
  document.head.append(meta);
}

beforeEach(() => {
  localStorage.clear();
  reloadConsentState();
});

afterEach(() => {
  // Files share one jsdom (decision 060): no other file may find telemetry switched on.
  for (const meta of document.head.querySelectorAll(`meta[name="${TELEMETRY_META_NAME}"]`)) {
    meta.remove();
  }
  localStorage.clear();
  reloadConsentState();
});

test('[visitor] a first visit is asked, and "Accept" is remembered', async () => {
  const user = userEvent.setup();
  render(<ConsentBanner />);
  expect(screen.getByRole('region', { name: 'Cookies on Skyparcel' })).toBeInTheDocument();
  // Nothing to close before an answer: the choice is Accept or Reject.
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(localStorage.getItem('analyticsConsent')).toBe('accepted');
  expect(getConsentState().isChoiceOpen).toBe(false);
});

test('[visitor] "Reject" is remembered too', async () => {
  const user = userEvent.setup();
  render(<ConsentBanner />);
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  expect(localStorage.getItem('analyticsConsent')).toBe('rejected');
});

test('[visitor] the footer link reopens the choice with the current answer', async () => {
  addTelemetryMeta();
  localStorage.setItem('analyticsConsent', 'rejected');
  reloadConsentState();
  const user = userEvent.setup();
  render(<ConsentSettingsLink />);
  await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
  expect(getConsentState().isChoiceOpen).toBe(true);

  render(<ConsentBanner />);
  expect(screen.getByText('Your current choice: analytics cookies rejected.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cookies on Skyparcel' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(localStorage.getItem('analyticsConsent')).toBe('accepted');
});

test('[visitor] no footer link when the server turned telemetry off', () => {
  render(<ConsentSettingsLink />);
  expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
});

test('[visitor] with Global Privacy Control there is nothing to accept', () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  reloadConsentState();
  try {
    render(<ConsentBanner />);
    expect(
      screen.getByText(
        'Your browser sends a Global Privacy Control signal, so analytics cookies stay off.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  } finally {
    Object.defineProperty(navigator, 'globalPrivacyControl', {
      value: undefined,
      configurable: true,
    });
  }
});

test('[visitor] the choice reads in Arabic, right to left', async () => {
  await changeLocale('ar-AE');
  // The banner's chunk brings its texts (TelemetryHost loads them with it).
  await loadDictionaryPart('consent');
  try {
    render(<ConsentBanner />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('region', { name: 'ملفات تعريف الارتباط في Skyparcel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'قبول' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رفض' })).toBeInTheDocument();
  } finally {
    await changeLocale('en-US');
  }
});
