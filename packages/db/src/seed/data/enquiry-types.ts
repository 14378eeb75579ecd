import { ENQUIRY_TYPE_CODES } from '@skyparcel/domain/contact-us';
import type { LocalizedText } from '@skyparcel/domain/locale';
import type { enquiryTypes } from '../../schema/index';

export type EnquiryTypeSeed = typeof enquiryTypes.$inferInsert;

type EnquiryTypeCode = (typeof ENQUIRY_TYPE_CODES)[number];

/**
 * Labels of spec section 9. Keyed by the domain's codes so a code added there fails the type
 * check here until it has a label in every language.
 */
const LABELS: Record<EnquiryTypeCode, LocalizedText> = {
  general_enquiry: {
    'en-US': 'General enquiry',
    no: 'Generell henvendelse',
    fr: 'Demande générale',
    'ar-AE': 'استفسار عام',
  },
  account_related: {
    'en-US': 'Account related',
    no: 'Spørsmål om kontoen',
    fr: 'Question relative au compte',
    'ar-AE': 'استفسار متعلق بالحساب',
  },
  track_package: {
    'en-US': 'Track package',
    no: 'Spor pakke',
    fr: 'Suivre un colis',
    'ar-AE': 'تتبع الطرد',
  },
  delayed_package: {
    'en-US': 'Delayed package',
    no: 'Forsinket pakke',
    fr: 'Colis retardé',
    'ar-AE': 'طرد متأخر',
  },
  missing_package: {
    'en-US': 'Missing package',
    no: 'Savnet pakke',
    fr: 'Colis manquant',
    'ar-AE': 'طرد مفقود',
  },
  damaged_package: {
    'en-US': 'Damaged package',
    no: 'Skadet pakke',
    fr: 'Colis endommagé',
    'ar-AE': 'طرد تالف',
  },
  rate_and_shipping_charge: {
    'en-US': 'Rate and shipping charge',
    no: 'Priser og fraktkostnader',
    fr: "Tarifs et frais d'expédition",
    'ar-AE': 'الأسعار ورسوم الشحن',
  },
  invoice_and_payment: {
    'en-US': 'Invoice and payment inquiries',
    no: 'Spørsmål om faktura og betaling',
    fr: 'Questions sur les factures et les paiements',
    'ar-AE': 'استفسارات الفواتير والدفع',
  },
  website_issue: {
    'en-US': 'Website issue',
    no: 'Problem med nettstedet',
    fr: 'Problème sur le site web',
    'ar-AE': 'مشكلة في الموقع الإلكتروني',
  },
  notification_update_issue: {
    'en-US': 'Notification update issue',
    no: 'Problem med oppdatering av varsler',
    fr: 'Problème de mise à jour des notifications',
    'ar-AE': 'مشكلة في تحديث الإشعارات',
  },
  other: {
    'en-US': 'Other',
    no: 'Annet',
    fr: 'Autre',
    'ar-AE': 'أخرى',
  },
};

/** In the domain's display order. */
export const ENQUIRY_TYPES: EnquiryTypeSeed[] = ENQUIRY_TYPE_CODES.map((code, index) => ({
  code,
  label: LABELS[code],
  sortOrder: index + 1,
}));
