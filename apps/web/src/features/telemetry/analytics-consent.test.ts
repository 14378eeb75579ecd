import { TELEMETRY } from '@skyparcel/domain/telemetry';
import { afterEach, expect, test } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  chooseConsent,
  closeConsentChoice,
  getConsentState,
  hasAnalyticsConsent,
  openConsentChoice,
  reloadConsentState,
} from './analytics-consent';
import { PAGE_VIEW_DELAY_MS } from './telemetry-loader';

function setPrivacyControl(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

afterEach(() => {
  setPrivacyControl(undefined);
  localStorage.clear();
  reloadConsentState();
});

test('a first visit is asked, and has no analytics consent until it answers', () => {
  reloadConsentState();
  expect(getConsentState()).toEqual({ choice: null, hasPrivacyControl: false, isChoiceOpen: true });
  expect(hasAnalyticsConsent()).toBe(false);
});

test('"Accept" is stored, grants analytics consent and closes the choice', () => {
  reloadConsentState();
  chooseConsent('accepted');
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
  expect(getConsentState()).toMatchObject({ choice: 'accepted', isChoiceOpen: false });
  expect(hasAnalyticsConsent()).toBe(true);
});

test('"Reject" is stored and keeps analytics off; the next visit is not asked again', () => {
  reloadConsentState();
  chooseConsent('rejected');
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('rejected');
  reloadConsentState();
  expect(getConsentState()).toMatchObject({ choice: 'rejected', isChoiceOpen: false });
  expect(hasAnalyticsConsent()).toBe(false);
});

test('the footer reopens the choice; closing it keeps the answer', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
  reloadConsentState();
  openConsentChoice();
  expect(getConsentState()).toMatchObject({ choice: 'accepted', isChoiceOpen: true });
  closeConsentChoice();
  expect(getConsentState()).toMatchObject({ choice: 'accepted', isChoiceOpen: false });
  openConsentChoice();
  chooseConsent('rejected');
  expect(getConsentState()).toMatchObject({ choice: 'rejected', isChoiceOpen: false });
});

test('Global Privacy Control: not asked, and no analytics cookies even after an earlier "Accept"', () => {
  setPrivacyControl(true);
  reloadConsentState();
  expect(getConsentState()).toMatchObject({ hasPrivacyControl: true, isChoiceOpen: false });
  localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
  reloadConsentState();
  expect(hasAnalyticsConsent()).toBe(false);
});

test('an unknown stored value counts as no answer', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please');
  reloadConsentState();
  expect(getConsentState().choice).toBeNull();
});

test("the startup loader's page-view delay is the spec's", () => {
  expect(PAGE_VIEW_DELAY_MS).toBe(TELEMETRY.historyPageViewDelayMs);
});
