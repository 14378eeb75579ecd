import { schema } from '@skyparcel/db';
import type { ContactEnquiryBody } from '@skyparcel/domain/contact-us';
import type { Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import type { FastifyInstance } from 'fastify';
import { renderMail } from '../../modules/mail';

/**
 * Stores the enquiry first (so it is never lost), then e-mails it to the support address in
 * English, with the customer's address as Reply-To.
 */
export async function submitContactEnquiry(
  deps: {
    db: FastifyInstance['db'];
    mailer: FastifyInstance['mailer'];
    /** Where enquiries go (SUPPORT_EMAIL). */
    supportEmail: string;
  },
  body: ContactEnquiryBody,
  locale: Locale,
) {
  const {
    form,
    enquiryType,
    countryCode,
    firstName,
    lastName,
    email,
    packageLockerNumber,
    trackingNumber,
    message,
  } = body;
  const [row] = await deps.db
    .insert(schema.contactEnquiries)
    .values({
      form,
      enquiryTypeCode: enquiryType ?? null,
      countryCode: countryCode ?? null,
      firstName,
      lastName,
      email,
      packageLockerNumber: packageLockerNumber || null,
      message,
      details: trackingNumber ? { trackingNumber } : {},
      locale,
    })
    .returning({ id: schema.contactEnquiries.id });
  if (!row) {
    throw new Error('contact enquiry was not stored');
  }

  const t = (key: string, params?: Record<string, string>) => translate('en-US', key, params);
  const formLabel = t(`mail.contactEnquiry.forms.${form}`);
  const details: [string, string][] = [
    [t('mail.contactEnquiry.fields.reference'), row.id],
    [t('mail.contactEnquiry.fields.name'), `${firstName} ${lastName}`],
    [t('mail.contactEnquiry.fields.email'), email],
  ];
  if (enquiryType) {
    details.push([t('mail.contactEnquiry.fields.enquiryType'), enquiryType]);
  }
  if (countryCode) {
    details.push([t('mail.contactEnquiry.fields.country'), countryCode]);
  }
  if (packageLockerNumber) {
    details.push([t('mail.contactEnquiry.fields.packageLocker'), packageLockerNumber]);
  }
  if (trackingNumber) {
    details.push([t('mail.contactEnquiry.fields.trackingNumber'), trackingNumber]);
  }
  details.push(
    [t('mail.contactEnquiry.fields.language'), locale],
    [t('mail.contactEnquiry.fields.message'), message],
  );

  const mail = renderMail({
    locale: 'en-US',
    subject: t('mail.contactEnquiry.subject', {
      form: formLabel,
      name: `${firstName} ${lastName}`,
    }),
    heading: t('mail.contactEnquiry.heading', { form: formLabel }),
    paragraphs: [t('mail.contactEnquiry.intro')],
    details,
  });
  await deps.mailer.send({ to: deps.supportEmail, replyTo: email, ...mail });
  return { id: row.id };
}
