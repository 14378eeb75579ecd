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
  /**
   * Set once step 3 has preselected the customer's shipping preferences (or the customer chose
   * first), so coming back to the step never ticks them again over the customer's choice.
   */
  areOptionsChosen: boolean;
  /** "Keep these as my shipping preferences": saved once the request is created, not before. */
  keepAsPreferences: boolean;
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
    areOptionsChosen: false,
    keepAsPreferences: false,
    taxId: '',
    specialInstructions: '',
    valuesConfirmed: false,
    couponCode: '',
    justCredit: false,
  };
}
