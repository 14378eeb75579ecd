import { z } from 'zod';
import {
  BUSINESS_APPLICATION_STATUSES,
  BusinessApplicationBodySchema,
} from './business-application.schemas';

/**
 * A renewed trade license sent by a company's SHIPPER ADMIN (issue 15, decision 052): the new
 * number and expiry, with the document beside it (pdf, jpg, png; 5 MB), as in the signup.
 */
export const TradeLicenseRenewalBodySchema = BusinessApplicationBodySchema.pick({
  tradeLicenseNumber: true,
  tradeLicenseExpiresOn: true,
});
export type TradeLicenseRenewalBody = z.output<typeof TradeLicenseRenewalBodySchema>;
export type TradeLicenseRenewalForm = z.input<typeof TradeLicenseRenewalBodySchema>;

/** A renewal waits, then is approved or rejected, as an application is. */
export const TRADE_LICENSE_RENEWAL_STATUSES = BUSINESS_APPLICATION_STATUSES;

export const TradeLicenseRenewalSchema = z.object({
  id: z.string(),
  status: z.enum(TRADE_LICENSE_RENEWAL_STATUSES),
  companyName: z.string(),
  customerId: z.string().nullable(),
  /** The license on file when the renewal was read (the old one until approval). */
  currentLicenseNumber: z.string().nullable(),
  currentExpiresOn: z.string().nullable(),
  tradeLicenseNumber: z.string(),
  tradeLicenseExpiresOn: z.string(),
  document: z.object({
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number(),
    url: z.string(),
  }),
  submittedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TradeLicenseRenewal = z.infer<typeof TradeLicenseRenewalSchema>;

/** GET /business-account/trade-license: the company's license, whether it may be renewed now. */
export const CompanyTradeLicenseSchema = z.object({
  tradeLicenseNumber: z.string().nullable(),
  tradeLicenseExpiresOn: z.string().nullable(),
  isRenewable: z.boolean(),
  /** The company's latest renewal, if any. */
  renewal: TradeLicenseRenewalSchema.nullable(),
});
export type CompanyTradeLicense = z.infer<typeof CompanyTradeLicenseSchema>;

export const TradeLicenseRenewalListQuerySchema = z.object({
  status: z.enum(TRADE_LICENSE_RENEWAL_STATUSES).default('pending'),
});
