import type { Db } from '@skyparcel/db';
import type { Locale } from '@skyparcel/domain/locale';
import { toMoneyDto } from '@skyparcel/domain/money';
import type { Clock } from '../../lib/clock';
import { pickText } from '../../lib/sql-search';
import { findShippingOptions, quoteForPackages } from '../../modules/pricing';
import type { Viewer } from '../../modules/users';

/**
 * GET /shipping/options/country/{countryCode}: what each option adds to shipping these packages
 * to that country (wizard step 3): the warehouse's flat fees in force now, and INS priced by the
 * shipment's declared value (extended liability), from the same quote as step 4. An option the
 * warehouse does not offer is left out.
 */
export async function priceShipmentOptions(
  deps: { db: Db; clock: Clock },
  input: { viewer: Viewer; packageIds: string[]; destination: string; locale: Locale },
) {
  const [options, { context, quote }] = await Promise.all([
    findShippingOptions(deps.db),
    quoteForPackages(deps, {
      viewer: input.viewer,
      packageIds: input.packageIds,
      destination: input.destination,
      options: ['INS'],
    }),
  ]);
  const insurance = quote.lines.find((line) => line.code === 'INS');
  return options.flatMap((option) => {
    const fee = option.code === 'INS' ? insurance?.original : context.optionFees[option.code];
    return fee
      ? [
          {
            code: option.code,
            name: pickText(option.name, input.locale),
            description: pickText(option.description, input.locale),
            fee: toMoneyDto(fee),
            params: option.code === 'INS' ? (insurance?.params ?? {}) : {},
          },
        ]
      : [];
  });
}
