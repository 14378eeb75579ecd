import type { Role } from '@skyparcel/domain/accounts';

/** The dictionary key of each role's name (role values are the token's, never shown raw). */
export const ROLE_LABEL_KEYS = {
  CUSTOMER: 'operator.roles.customer',
  SHIPPER: 'operator.roles.shipper',
  'SHIPPER ADMIN': 'operator.roles.shipperAdmin',
  BOT: 'operator.roles.bot',
  STAFF: 'operator.roles.staff',
  ADMIN: 'operator.roles.admin',
} as const satisfies Record<Role, string>;

/** In the order an operator thinks of them: customers first, the operator roles last. */
export const ROLE_CHOICES = Object.keys(ROLE_LABEL_KEYS) as Role[];
