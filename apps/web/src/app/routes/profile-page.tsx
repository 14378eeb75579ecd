import { DocumentTitle } from '@/components/ui/document-title';
import { AccountInfoSection } from '@/features/account-info/components/account-info-section';
import { AddressBook } from '@/features/address-book/components/address-book';
import { SignedInAccount } from '@/features/auth/components/signed-in-account';
import { IdentitySection } from '@/features/identity/components/identity-section';
import { SavedCards } from '@/features/saved-cards/components/saved-cards';
import { ShippingPreferencesSection } from '@/features/shipping-preferences/components/shipping-preferences-section';
import { useTranslation } from '@/lib/i18n';

/**
 * `/profile` (spec section 2, Profile): who is signed in, the address book, the saved cards and
 * the shipping preferences. Account info, membership and coupons, password and user maintenance
 * arrive with issue 14.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const pageName = t('pages.profile');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <SignedInAccount pageName={pageName} />
      <AccountInfoSection />
      <IdentitySection />
      <AddressBook />
      <SavedCards />
      <ShippingPreferencesSection />
    </div>
  );
}
