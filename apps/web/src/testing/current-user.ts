import type { CurrentUser } from '@skyparcel/domain/accounts';

/** A GET /api/user answer: a signed-in customer, with whatever a test needs changed. */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'customer@demo.skyparcel.test',
    firstName: 'Dana',
    middleName: null,
    lastName: 'Demo',
    role: 'CUSTOMER',
    baseCarrier: 'WF',
    airlineCode: null,
    targetCurrency: 'USD',
    preferredLocale: 'en-US',
    agentCodeIsNull: true,
    firstTime: false,
    businessApplicationDue: false,
    ...overrides,
  };
}
