import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TRACKING_NUMBERS } from '@skyparcel/db/seed';
import { EnquiryTypeSchema } from '@skyparcel/domain/contact-us';
import type { Locale } from '@skyparcel/domain/locale';
import { expect, test } from '../../fixtures/test';
import {
  countryNameInBrowser,
  expectDocumentLocale,
  type TranslateFn,
  textsOf,
} from '../support/page-checks';

const SUPPORT_EMAIL = 'support@skyparcel.example';
const CUSTOMER = { firstName: 'Åse', lastName: 'Øvrebø' } as const;
const en = textsOf('en-US');

/** An address no other test (or earlier run) uses, so its mail is told apart from the rest. */
function uniqueEmail(): string {
  return `ase.ovrebo+${randomUUID().slice(0, 12)}@example.com`;
}

function mailSubject(form: string): string {
  return en('mail.contactEnquiry.subject', {
    form: en(`mail.contactEnquiry.forms.${form}`),
    name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`,
  });
}

async function enquiryTypeLabel(request: APIRequestContext, locale: Locale, code: string) {
  const response = await request.post('/api/Contactus/enquiryTypes', {
    headers: { 'Accept-Language': locale },
  });
  const types = EnquiryTypeSchema.array().parse(await response.json());
  const type = types.find((candidate) => candidate.code === code);
  if (!type) {
    throw new Error(`no enquiry type ${code}`);
  }
  return type.label;
}

async function openContactUs(page: Page, locale: Locale, form?: string) {
  const t = textsOf(locale);
  await page.goto(`/contact-us?lang=${locale}${form ? `&form=${form}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: t('contactUs.title') })).toBeVisible();
  await expectDocumentLocale(page, locale);
  const panel = page.getByRole('tabpanel');
  return {
    panel,
    field: (key: string) => panel.getByLabel(t(key)),
    send: panel.getByRole('button', { name: t('contactUs.submit') }),
    refused: panel.getByRole('alert').filter({ hasText: t('validation.required') }),
    thanks: panel.getByRole('status').filter({ hasText: t('contactUs.success') }),
  };
}

async function fillCustomer(
  form: Awaited<ReturnType<typeof openContactUs>>,
  email: string,
  messageKey: string,
  message: string,
) {
  await form.field('contactUs.fields.firstName').fill(CUSTOMER.firstName);
  await form.field('contactUs.fields.lastName').fill(CUSTOMER.lastName);
  await form.field('contactUs.fields.email').fill(email);
  await form.field(messageKey).fill(message);
}

async function selectTab(page: Page, t: TranslateFn, form: string) {
  const tab = page.getByRole('tab', { name: t(`contactUs.forms.${form}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]form=${form}(&|$)`));
  await expect(page.getByRole('tabpanel')).toContainText(t(`contactUs.intro.${form}`));
}

test('[VISITOR] sends a general question and support receives it by e-mail', async ({
  page,
  request,
  mailbox,
}) => {
  const email = uniqueEmail();
  const message = `Where is my parcel? It left New Castle a week ago. (${email})`;
  const enquiryType = await enquiryTypeLabel(request, 'en-US', 'delayed_package');
  const form = await openContactUs(page, 'en-US');
  await expect(page.getByRole('tab', { name: en('contactUs.forms.general') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await form.send.click();
  await expect(form.refused).toBeVisible();
  await expect(form.field('contactUs.fields.firstName')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field('contactUs.fields.country')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.thanks).toBeHidden();

  await form.field('contactUs.fields.enquiryType').selectOption(enquiryType);
  await form.field('contactUs.fields.country').selectOption('Norway');
  await fillCustomer(form, email, 'contactUs.messageLabel.general', message);
  await form.field('contactUs.fields.packageLockerNumber').fill('PL-204815');
  await form.send.click();

  await expect(form.thanks).toBeVisible();
  await expect(form.refused).toBeHidden();
  // The form starts over for the next question.
  await expect(form.field('contactUs.fields.firstName')).toHaveValue('');

  const mail = await mailbox.waitForMail((received) => received.replyTo?.includes(email) ?? false);
  expect(mail.to).toEqual([SUPPORT_EMAIL]);
  expect(mail.replyTo).toContain(email);
  expect(mail.subject).toBe(mailSubject('general'));
  expect(mail.subject).toBe('General question from Åse Øvrebø');
  for (const detail of [message, email, 'PL-204815', 'delayed_package', 'NO', 'en-US']) {
    expect(mail.text).toContain(detail);
  }
});

test('[VISITOR] must give a tracking number for a loss claim', async ({ page, mailbox }) => {
  const email = uniqueEmail();
  const trackingNumber = DEMO_TRACKING_NUMBERS.delivered.airWaybillNumber;
  const form = await openContactUs(page, 'en-US');
  await selectTab(page, en, 'loss_claim');

  await fillCustomer(
    form,
    email,
    'contactUs.messageLabel.loss_claim',
    'The box arrived empty, only the packing paper was inside.',
  );
  await form.send.click();
  await expect(form.refused).toBeVisible();
  await expect(form.field('contactUs.fields.trackingNumber')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.field('contactUs.fields.firstName')).not.toHaveAttribute('aria-invalid');

  await form.field('contactUs.fields.trackingNumber').fill(trackingNumber);
  await form.send.click();
  await expect(form.thanks).toBeVisible();

  const mail = await mailbox.waitForMail((received) => received.replyTo?.includes(email) ?? false);
  expect(mail.to).toEqual([SUPPORT_EMAIL]);
  expect(mail.subject).toBe(mailSubject('loss_claim'));
  expect(mail.text).toContain(trackingNumber);
  expect(mail.text).toContain('The box arrived empty');
});

test('[VISITOR] sends feedback', async ({ page, mailbox }) => {
  const email = uniqueEmail();
  const form = await openContactUs(page, 'en-US', 'general');
  await selectTab(page, en, 'feedback');
  await expect(form.field('contactUs.fields.country')).toHaveCount(0);

  await fillCustomer(form, email, 'contactUs.messageLabel.feedback', 'Tracking is very clear. ✈');
  await form.send.click();
  await expect(form.thanks).toBeVisible();

  const mail = await mailbox.waitForMail((received) => received.replyTo?.includes(email) ?? false);
  expect(mail.to).toEqual([SUPPORT_EMAIL]);
  expect(mail.subject).toBe(mailSubject('feedback'));
  expect(mail.text).toContain('Tracking is very clear. ✈');
});

test('[VISITOR] sends a general question in Arabic', async ({
  page,
  request,
  mailbox,
  expectNoAxeViolations,
}) => {
  const t = textsOf('ar-AE');
  const email = uniqueEmail();
  const message = 'أين طردي؟ لم يصل بعد.';
  const enquiryType = await enquiryTypeLabel(request, 'ar-AE', 'track_package');
  const form = await openContactUs(page, 'ar-AE');
  await expect(page.getByRole('tab', { name: t('contactUs.forms.general') })).toBeVisible();

  await form.send.click();
  await expect(form.refused).toBeVisible();
  await expect(form.refused).toHaveText(t('validation.required'));
  await expectNoAxeViolations(page);

  await form.field('contactUs.fields.enquiryType').selectOption(enquiryType);
  await form
    .field('contactUs.fields.country')
    .selectOption(await countryNameInBrowser(page, 'ar-AE', 'KW'));
  await fillCustomer(form, email, 'contactUs.messageLabel.general', message);
  await form.send.click();
  await expect(form.thanks).toBeVisible();
  await expectDocumentLocale(page, 'ar-AE');

  // Support reads every enquiry in English; the customer's language is noted in it.
  const mail = await mailbox.waitForMail((received) => received.replyTo?.includes(email) ?? false);
  expect(mail.to).toEqual([SUPPORT_EMAIL]);
  expect(mail.subject).toBe(mailSubject('general'));
  for (const detail of [message, 'track_package', 'KW', 'ar-AE']) {
    expect(mail.text).toContain(detail);
  }
});
