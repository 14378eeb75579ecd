// The companies module: business accounts (`companies`), the applications that make them
// (`business_applications`) and the Customer ID sequence (issue 15, decision 052). Features
// reach companies only through this door (decision 027).
export { assertCompanyMayBook, assertUserCompanyMayBook } from './assert-company-may-book';
export {
  businessDocumentFile,
  presentBusinessApplication,
} from './business-application.presenter';
export type {
  BusinessApplicationRow,
  BusinessApplicationView,
} from './business-application.repository';
export {
  findBusinessApplication,
  findLatestApplicationOf,
  hasSentBusinessApplication,
  listBusinessApplications,
} from './business-application.repository';
export { businessDocumentsFolder } from './business-documents-folder';
export type { CompanyRow } from './company.repository';
export {
  countOtherActiveShipperAdmins,
  findCompany,
  listCompanyUsers,
  lockCompanyUser,
} from './company.repository';
export { findCompanyBillTo } from './company-bill-to';
export { reviewBusinessApplication } from './review-business-application';
export { reviewTradeLicenseRenewal } from './review-trade-license-renewal';
export {
  DEMO_APPLICANT,
  seedDemoBusinessApplication,
  seedDemoCompany,
} from './seed-demo-business';
export { sendTradeLicenseReminders } from './send-trade-license-reminders';
export type { BusinessApplicant } from './submit-business-application';
export { submitBusinessApplication } from './submit-business-application';
export type { RenewingAdmin } from './submit-trade-license-renewal';
export { submitTradeLicenseRenewal } from './submit-trade-license-renewal';
export {
  presentTradeLicenseRenewal,
  renewalDocumentFile,
} from './trade-license-renewal.presenter';
export type { TradeLicenseRenewalView } from './trade-license-renewal.repository';
export {
  findCompanyRenewal,
  findLatestRenewalOfCompany,
  findTradeLicenseRenewal,
  listTradeLicenseRenewals,
} from './trade-license-renewal.repository';
