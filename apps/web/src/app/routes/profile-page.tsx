import { DocumentTitle } from '@/components/ui/document-title';
import { AccountInfoSection } from '@/features/account-info/components/account-info-section';
import { AddressBook } from '@/features/address-book/components/address-book';
import { ReturnContacts } from '@/features/address-book/components/return-contacts';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { ChangePasswordSection } from '@/features/auth/components/change-password-section';
import { BusinessAccountSection } from '@/features/business-accounts/components/business-account-section';
import { CompanyUsersSection } from '@/features/company-users/components/company-users-section';
import { IdentitySection } from '@/features/identity/components/identity-section';
import { CommunicationPreferencesSection } from '@/features/profile/components/communication-preferences-section';
import { MembershipCouponsSection } from '@/features/profile/components/membership-coupons-section';
import { ProfileLayout, type ProfileSection } from '@/features/profile/components/profile-layout';
import { ShipmentSummarySection } from '@/features/profile/components/shipment-summary-section';
import { YourDataSection } from '@/features/profile/components/your-data-section';
import { SavedCards } from '@/features/saved-cards/components/saved-cards';
import { ShippingPreferencesSection } from '@/features/shipping-preferences/components/shipping-preferences-section';
import { useTranslation } from '@/lib/i18n';

/**
 * `/profile` (spec section 2, Profile; issue 14, decision 048): its sections beside a section
 * menu, each under an id (`/profile#cards`). A customer applies for a business account here,
 * and a SHIPPER ADMIN maintains the company's users (`#users`; issue 15, decision 052).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const pageName = t('pages.profile');
  const sections: ProfileSection[] = [
    {
      id: 'summary',
      label: t('profilePage.sections.summary'),
      content: <ShipmentSummarySection />,
    },
    {
      id: 'account-info',
      label: t('profilePage.sections.accountInfo'),
      content: <AccountInfoSection />,
    },
    { id: 'identity', label: t('profilePage.sections.identity'), content: <IdentitySection /> },
    {
      id: 'membership',
      label: t('profilePage.sections.membership'),
      content: <MembershipCouponsSection />,
    },
    {
      id: 'addresses',
      label: t('profilePage.sections.addresses'),
      // The customer's own addresses, then the service's return contacts (read only).
      content: (
        <>
          <AddressBook />
          <ReturnContacts />
        </>
      ),
    },
    { id: 'cards', label: t('profilePage.sections.cards'), content: <SavedCards /> },
    {
      id: 'shipping-preferences',
      label: t('profilePage.sections.shippingPreferences'),
      content: <ShippingPreferencesSection />,
    },
    {
      id: 'communication',
      label: t('profilePage.sections.communication'),
      content: <CommunicationPreferencesSection />,
    },
    {
      id: 'password',
      label: t('profilePage.sections.password'),
      content: <ChangePasswordSection />,
    },
    { id: 'your-data', label: t('profilePage.sections.yourData'), content: <YourDataSection /> },
    {
      id: 'business',
      label: t('profilePage.sections.business'),
      content: (
        <BusinessAccountSection
          canApply={user?.role === 'CUSTOMER'}
          canRenewLicense={user?.role === 'SHIPPER ADMIN'}
          // A Business sign-up lands here: the form starts with the names registration knows.
          applicant={user ? { firstName: user.firstName, lastName: user.lastName } : undefined}
        />
      ),
    },
    ...(user?.role === 'SHIPPER ADMIN'
      ? [
          {
            id: 'users',
            label: t('profilePage.sections.users'),
            content: <CompanyUsersSection />,
          },
        ]
      : []),
  ];
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <ProfileLayout title={pageName} sections={sections} />
    </div>
  );
}
