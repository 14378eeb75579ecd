import { DEMO_PASSWORD } from '../../../modules/users';

export type DemoLoyaltyMember = {
  /** The provider's stable, opaque subject: what the portal matches on, with the issuer. */
  subject: string;
  memberNumber: string;
  email: string;
  givenName: string;
  familyName: string;
};

/** Every demo member signs in at the local provider with the demo accounts' password. */
export const DEMO_LOYALTY_PASSWORD = DEMO_PASSWORD;

/**
 * The local provider's members (README lists them). Layla is linked to the demo customer by the
 * seed, under another e-mail address than her portal account; Jonas is new to the portal and
 * goes through the 3-step creation; Ingrid's programme e-mail is the one of an existing portal
 * account that is not linked to her membership, which therefore does not sign her in to it.
 */
export const DEMO_LOYALTY_MEMBERS: readonly DemoLoyaltyMember[] = [
  {
    subject: 'skw-7f3a9c20-linked',
    memberNumber: 'SKW100200301',
    email: 'layla.haddad@members.skywards.test',
    givenName: 'Layla',
    familyName: 'Haddad',
  },
  {
    subject: 'skw-2b81d5e4-new',
    memberNumber: 'SKW100200302',
    email: 'jonas.berg@members.skywards.test',
    givenName: 'Jonas',
    familyName: 'Berg',
  },
  {
    subject: 'skw-93c0e1aa-same-email',
    memberNumber: 'SKW100200303',
    email: 'business-user@demo.skyparcel.test',
    givenName: 'Ingrid',
    familyName: 'Solberg',
  },
];

/** The portal account the seed links the first demo member to. */
export const LINKED_DEMO_MEMBER = {
  subject: 'skw-7f3a9c20-linked',
  accountEmail: 'customer@demo.skyparcel.test',
} as const;

/** A member by membership number (spaces and case ignored) or by e-mail. */
export function findDemoMember(login: string): DemoLoyaltyMember | undefined {
  const wanted = login.replace(/\s+/g, '').toLowerCase();
  return DEMO_LOYALTY_MEMBERS.find(
    (member) => member.memberNumber.toLowerCase() === wanted || member.email === wanted,
  );
}

export function findDemoMemberBySubject(subject: string): DemoLoyaltyMember | undefined {
  return DEMO_LOYALTY_MEMBERS.find((member) => member.subject === subject);
}
