import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { openSignedInAs } from '../../fixtures/operator';
import { expect, test } from '../../fixtures/test';
import {
  expectContentLoaded,
  expectDocumentLocale,
  expectNoHorizontalScroll,
  type TranslateFn,
  textsOf,
} from '../support/page-checks';

const t = textsOf('en-US');
const ar = textsOf('ar-AE');

/**
 * The worker's customer keeps the addresses of its earlier tests, so each test works on an
 * address of its own, named with a fresh suffix, and finds it by that name.
 */
function uniqueName() {
  return `Saleh ${randomUUID().slice(0, 6)}`;
}

function addressSection(page: Page, texts: TranslateFn) {
  return page.getByRole('main').getByRole('region', { name: texts('addressBook.title') });
}

/** A text field by its label (a required field's asterisk is not part of its name). */
function addressField(form: Locator, texts: TranslateFn, key: string) {
  return form.getByRole('textbox', { name: texts(`addressBook.fields.${key}`), exact: true });
}

async function fillAddress(
  form: Locator,
  texts: TranslateFn,
  { lastName, phone }: { lastName: string; phone: string },
) {
  const field = (key: string) => addressField(form, texts, key);
  const select = (key: string) =>
    form.getByRole('combobox', { name: texts(`addressBook.fields.${key}`), exact: true });
  await field('firstName').fill('Omar');
  await field('lastName').fill(lastName);
  await field('street').fill('Block 3, Street 12, Building 7');
  await field('city').fill('Salmiya');
  await field('stateOrProvince').fill('Hawalli');
  await select('countryCode').selectOption('KW');
  await expect(select('phoneCountryCode')).toHaveValue('+965 KW');
  await field('phoneNumber').fill(phone);
}

test('[CUSTOMER] adds an address with a wrong phone then a right one, makes it default, edits and deletes it', async ({
  page,
  customer,
  expectNoAxeViolations,
}) => {
  test.slow();
  const lastName = uniqueName();
  await openSignedInAs(page, customer, '/profile');
  const section = addressSection(page, t);
  await expect(section).toBeVisible();
  await expectContentLoaded(page, 'en-US');

  await section.getByRole('button', { name: t('addressBook.add') }).click();
  const form = section.getByRole('form', { name: t('addressBook.newTitle') });
  await fillAddress(form, t, { lastName, phone: '123' });
  await form.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(form.getByText(t('validation.contact.phone'))).toBeVisible();
  await expectNoAxeViolations(page);

  await addressField(form, t, 'phoneNumber').fill('5551 2345');
  await form.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(section.getByRole('status')).toHaveText(t('messages.contactSaved'));
  const card = section.getByRole('listitem', { name: `Omar ${lastName}` });
  await expect(card).toContainText('+965 55512345');
  await expect(card).toContainText('Kuwait');

  await card.getByRole('button', { name: t('addressBook.setDefault') }).click();
  await expect(section.getByRole('status')).toHaveText(t('addressBook.defaultChanged'));
  await expect(card).toContainText(t('addressBook.default'));
  await expect(card.getByRole('button', { name: t('addressBook.setDefault') })).toHaveCount(0);
  // The default comes first.
  await expect(section.getByRole('listitem').first()).toHaveAccessibleName(`Omar ${lastName}`);

  await card.getByRole('button', { name: t('addressBook.edit') }).click();
  const editForm = section.getByRole('form', { name: t('addressBook.editTitle') });
  await addressField(editForm, t, 'city').fill('Hawally');
  await editForm.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(section.getByRole('status')).toHaveText(t('messages.contactSaved'));
  await expect(card).toContainText('Hawally');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: t('addressBook.delete') }).click();
  const dialog = page.getByRole('dialog', { name: t('addressBook.deleteTitle') });
  await expect(dialog).toContainText(`Omar ${lastName}`);
  await dialog.getByRole('button', { name: t('addressBook.delete') }).click();
  await expect(section.getByRole('status')).toHaveText(t('messages.contactDeleted'));
  await expect(card).toHaveCount(0);
});

test('[CUSTOMER] adds an address on a phone-sized screen', async ({ page, customer }) => {
  const lastName = uniqueName();
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedInAs(page, customer, '/profile');
  const section = addressSection(page, t);
  await expectContentLoaded(page, 'en-US');

  await section.getByRole('button', { name: t('addressBook.add') }).click();
  const form = section.getByRole('form', { name: t('addressBook.newTitle') });
  await fillAddress(form, t, { lastName, phone: '5551 2345' });
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: t('addressBook.save') }).click();
  await expect(section.getByRole('status')).toHaveText(t('messages.contactSaved'));
  await expect(section.getByRole('listitem', { name: `Omar ${lastName}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('[CUSTOMER] adds an address in Arabic, right to left', async ({ page, customer }) => {
  const lastName = uniqueName();
  await openSignedInAs(page, customer, '/profile?lang=ar-AE');
  await expectDocumentLocale(page, 'ar-AE');
  const section = addressSection(page, ar);
  await expectContentLoaded(page, 'ar-AE');

  await section.getByRole('button', { name: ar('addressBook.add') }).click();
  const form = section.getByRole('form', { name: ar('addressBook.newTitle') });
  await fillAddress(form, ar, { lastName, phone: '12' });
  await form.getByRole('button', { name: ar('addressBook.save') }).click();
  await expect(form.getByText(ar('validation.contact.phone'))).toBeVisible();

  await addressField(form, ar, 'phoneNumber').fill('55512345');
  await form.getByRole('button', { name: ar('addressBook.save') }).click();
  await expect(section.getByRole('status')).toHaveText(ar('messages.contactSaved'));
  await expect(section.getByRole('listitem', { name: `Omar ${lastName}` })).toBeVisible();
});
