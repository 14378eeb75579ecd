import { LOCALES } from '@skyparcel/domain/locale';
import { expect, test } from 'vitest';
import { translate } from './translate';

// The old portal's dictionary had the labels of delivered and out_for_delivery swapped (spec
// section 4). Each language's pair is pinned here, so swapping them back fails this test.
const DELIVERY_LABELS = {
  'en-US': { delivered: 'Delivered', out_for_delivery: 'Out for delivery' },
  no: { delivered: 'Levert', out_for_delivery: 'Ute for levering' },
  fr: { delivered: 'Livré', out_for_delivery: 'En cours de livraison' },
  'ar-AE': { delivered: 'تم التوصيل', out_for_delivery: 'خرج للتوصيل' },
} as const;

test.each(LOCALES)('%s names delivered and out for delivery each by its own label', (locale) => {
  const expected = DELIVERY_LABELS[locale];
  expect(translate(locale, 'tracking.status.delivered')).toBe(expected.delivered);
  expect(translate(locale, 'tracking.status.out_for_delivery')).toBe(expected.out_for_delivery);
  // The delivery status 'delivered' says the same as the tracking status, never 'out for delivery'.
  expect(translate(locale, 'tracking.deliveryStatus.delivered')).toBe(expected.delivered);
});

test.each(LOCALES)('%s has the three initial status labels of the timeline', (locale) => {
  for (const key of ['mySuite', 'processDelivery', 'deliveryStatus']) {
    expect(translate(locale, `tracking.initialStatus.${key}`)).not.toBe(
      `tracking.initialStatus.${key}`,
    );
  }
  expect(translate('en-US', 'tracking.initialStatus.processDelivery')).toBe('Process Delivery');
});
