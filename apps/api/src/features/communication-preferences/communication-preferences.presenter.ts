import type { CommunicationPreferences } from '@skyparcel/domain/customer-profile';
import type { UserRow } from '../../modules/users';

/** A user's row as the profile's Communication preferences read it (spec's field names). */
export function presentCommunicationPreferences(
  user: Pick<
    UserRow,
    'receiveOffersAndPromotions' | 'shipmentStatusEmails' | 'invoicePaymentEmails'
  >,
): CommunicationPreferences {
  return {
    receiveOffersAndPromotionsFlag: user.receiveOffersAndPromotions,
    shipmentStatusEmails: user.shipmentStatusEmails,
    invoicePaymentEmails: user.invoicePaymentEmails,
  };
}
