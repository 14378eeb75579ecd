import type { ShippingOptionCode } from '@skyparcel/domain/pricing';

/** What the customer has chosen so far; kept by the wizard, so going back loses nothing. */
export type ShipWizardState = {
  warehouseId: string;
  /** The chosen packages, with any suggested ones the customer accepted. */
  packageIds: string[];
  contactId: string | null;
  /** The chosen address's country: the destination every price is asked for. */
  destinationCode: string | null;
  options: ShippingOptionCode[];
  taxId: string;
  specialInstructions: string;
  valuesConfirmed: boolean;
  /** The coupon the quote was asked with (applied), not what the field holds while typed. */
  couponCode: string;
  justCredit: boolean;
};

export type ShipWizardChange = (change: Partial<ShipWizardState>) => void;

export const SHIP_WIZARD_STEPS = ['address', 'packages', 'details', 'summary'] as const;
export type ShipWizardStep = (typeof SHIP_WIZARD_STEPS)[number];

export function initialShipWizardState(
  warehouseId: string,
  packageIds: readonly string[],
): ShipWizardState {
  return {
    warehouseId,
    packageIds: [...new Set(packageIds)],
    contactId: null,
    destinationCode: null,
    options: [],
    taxId: '',
    specialInstructions: '',
    valuesConfirmed: false,
    couponCode: '',
    justCredit: false,
  };
}
