import { z } from 'zod';

/** Role names as the signed token carries them (product.md "Who uses it"; spec section 6). */
export const ROLES = ['CUSTOMER', 'SHIPPER', 'SHIPPER ADMIN', 'BOT', 'STAFF', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = z.enum(ROLES);

/** Roles of the operator side (staff console). */
export const OPERATOR_ROLES: readonly Role[] = ['STAFF', 'ADMIN'];

/** Spec section 9: every account is created with shipper type Company and base carrier WF. */
export const SHIPPER_TYPE = 'Company';
export const BASE_CARRIER = 'WF';
