import type { Locale } from '@skyparcel/domain/locale';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { formatMeasure, formatNumber } from '@/lib/format';

type Money = { amount: number; currency: string };

/** Money of the API (major units with the currency's decimals) in the visitor's language. */
export function formatPackageMoney(money: Money, locale: Locale): string {
  return formatMoneyDto(money, locale);
}

/** 'Kg' / 'Lb' as stored; any other spelling is shown with its number as it came. */
export function formatPackageWeight(weight: { amount: number; unit: string }, locale: Locale) {
  const unit = weight.unit.toLowerCase();
  if (unit.startsWith('k')) {
    return formatMeasure(weight.amount, 'kilogram', locale);
  }
  if (unit.startsWith('l')) {
    return formatMeasure(weight.amount, 'pound', locale);
  }
  return `${formatNumber(weight.amount, locale)} ${weight.unit}`;
}

/** `30 × 20 × 10 cm`: length, width and depth, the unit once. */
export function formatPackageDimensions(
  dimensions: { length: number; width: number; depth: number; unit: string },
  locale: Locale,
): string {
  const unit = dimensions.unit.toLowerCase().startsWith('i') ? 'inch' : 'centimeter';
  const sides = [dimensions.length, dimensions.width].map((side) => formatNumber(side, locale));
  return [...sides, formatMeasure(dimensions.depth, unit, locale)].join(' × ');
}
