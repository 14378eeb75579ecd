import { z } from 'zod';
import {
  FirstNameSchema,
  LastNameSchema,
  StrictEmailSchema,
} from '../accounts/registration.schemas';
import { ROLES } from '../accounts/roles';
import { ContactBodySchema } from '../contacts/contact.schemas';

/** What a business does (spec section 3, Business account: business type). */
export const BUSINESS_TYPES = [
  'trading',
  'retail',
  'ecommerce',
  'manufacturing',
  'logistics',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Where an application stands: an operator approves (issuing the Customer ID) or rejects it. */
export const BUSINESS_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BusinessApplicationStatus = (typeof BUSINESS_APPLICATION_STATUSES)[number];

/** A text the form requires, with the field's own message. */
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');

/** Letters, digits, spaces, dots, slashes and dashes: the shape registration numbers take. */
const registrationCode = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9][A-Z0-9 ./-]{${min - 1},${max - 1}}$`), message);

/** A calendar date as the date input gives it (YYYY-MM-DD), and a real day. */
export const CalendarDateSchema = z
  .string({ error: 'validation.business.tradeLicenseExpiry' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.business.tradeLicenseExpiry')
  .refine(isRealDay, 'validation.business.tradeLicenseExpiry');

/** 2021-02-30 rolls over to March and 2021-13-01 is no date at all (toISOString would throw). */
function isRealDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * The business account signup form (spec section 3, Business account; issue 15): company,
 * registration numbers, the trade license and its expiry, shipping and billing details (the
 * address book's contact rules and texts, spec section 5) and the primary shipping airport, whose
 * primary city the server looks up. Billing left out means the shipping details bill too. The
 * license document travels beside this body, checked by content (pdf, jpg, png; 5 MB).
 */
export const BusinessApplicationBodySchema = z.object({
  companyName: requiredText(200, 'validation.business.companyName'),
  businessType: z.enum(BUSINESS_TYPES, { error: 'validation.business.businessType' }),
  taxRegistrationNumber: registrationCode(5, 30, 'validation.business.taxRegistrationNumber'),
  exportImportCode: registrationCode(3, 30, 'validation.business.exportImportCode'),
  tradeLicenseNumber: registrationCode(3, 40, 'validation.business.tradeLicenseNumber'),
  tradeLicenseExpiresOn: CalendarDateSchema,
  shipping: ContactBodySchema,
  billing: ContactBodySchema.optional(),
  airportCode: z
    .string({ error: 'validation.business.airport' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'validation.business.airport'),
});
export type BusinessApplicationBody = z.output<typeof BusinessApplicationBodySchema>;
export type BusinessApplicationForm = z.input<typeof BusinessApplicationBodySchema>;

const AddressDtoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  street2: z.string().optional(),
  city: z.string(),
  stateOrProvince: z.string(),
  zip: z.string().optional(),
  countryCode: z.string(),
  phoneCountryCode: z.string(),
  phoneNumber: z.string(),
});

/** An application as its applicant and the operators see it. */
export const BusinessApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(BUSINESS_APPLICATION_STATUSES),
  companyName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  taxRegistrationNumber: z.string(),
  exportImportCode: z.string(),
  tradeLicenseNumber: z.string(),
  tradeLicenseExpiresOn: z.string(),
  shipping: AddressDtoSchema,
  billing: AddressDtoSchema,
  airportCode: z.string(),
  primaryCity: z.string(),
  document: z.object({
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number(),
    url: z.string(),
  }),
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  rejectionReason: z.string().nullable(),
  /** The Customer ID (agent code) approval issued; null until then. */
  customerId: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type BusinessApplication = z.infer<typeof BusinessApplicationSchema>;

/** GET /business-account: the caller's latest application, if any. */
export const MyBusinessApplicationSchema = z.object({
  application: BusinessApplicationSchema.nullable(),
});

export const BusinessApplicationListQuerySchema = z.object({
  status: z.enum(BUSINESS_APPLICATION_STATUSES).default('pending'),
});

/** The operator's verdict; a rejection says why (the applicant reads it in the e-mail). */
export const ReviewBusinessApplicationBodySchema = z
  .object({
    decision: z.enum(['approved', 'rejected'], { error: 'validation.required' }),
    reason: z.string().trim().max(500, 'validation.tooLong').optional(),
  })
  .refine((body) => body.decision === 'approved' || (body.reason ?? '') !== '', {
    message: 'validation.business.rejectionReason',
    path: ['reason'],
  });
export type ReviewBusinessApplicationBody = z.infer<typeof ReviewBusinessApplicationBodySchema>;

/** The two roles of a company's users (spec section 6); SHIPPER ADMIN maintains the others. */
export const COMPANY_ROLES = [
  'SHIPPER',
  'SHIPPER ADMIN',
] as const satisfies readonly (typeof ROLES)[number][];
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Whether a role is one a SHIPPER ADMIN may give or change (issue 15). */
export function isCompanyRole(role: string): role is CompanyRole {
  return (COMPANY_ROLES as readonly string[]).includes(role);
}

/** POST /UserProfile/invite by a SHIPPER ADMIN: a colleague of the same company. */
export const InviteColleagueBodySchema = z.object({
  email: StrictEmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  role: z.enum(COMPANY_ROLES, { error: 'validation.invalid' }).default('SHIPPER'),
});
export type InviteColleagueBody = z.input<typeof InviteColleagueBodySchema>;

/** PUT /UserProfile/{id}/update-role by a SHIPPER ADMIN: SHIPPER <-> SHIPPER ADMIN only. */
export const CompanyRoleUpdateSchema = z.object({
  role: z.enum(COMPANY_ROLES, { error: 'validation.invalid' }),
});

/** One user of the company as GET /UserProfile/maintenance lists them. */
export const CompanyUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  /** Invited and not yet through the set-password link. */
  isInvitationPending: z.boolean(),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;

export const CompanyMaintenanceSchema = z.object({
  company: z.object({
    name: z.string(),
    customerId: z.string().nullable(),
    tradeLicenseExpiresOn: z.string().nullable(),
  }),
  users: z.array(CompanyUserSchema),
});
export type CompanyMaintenance = z.infer<typeof CompanyMaintenanceSchema>;
