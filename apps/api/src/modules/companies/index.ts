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
export { businessDocumentsDir } from './business-documents-dir';
export type { CompanyRow } from './company.repository';
export {
  countOtherActiveShipperAdmins,
  findCompany,
  listCompanyUsers,
  lockCompanyUser,
} from './company.repository';
export { reviewBusinessApplication } from './review-business-application';
export {
  DEMO_APPLICANT,
  seedDemoBusinessApplication,
  seedDemoCompany,
} from './seed-demo-business';
export { sendTradeLicenseReminders } from './send-trade-license-reminders';
export type { BusinessApplicant } from './submit-business-application';
export { submitBusinessApplication } from './submit-business-application';
