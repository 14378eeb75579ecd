// The packages module: packages, their pieces, line items, status history and chosen additional
// services. Features read and change these tables only through this door (decision 028).
export type { PricedService } from './chosen-services.repository';
export { replaceChosenServices } from './chosen-services.repository';
export type { ReceivedPackage } from './insert-received-package';
export { insertReceivedPackage } from './insert-received-package';
export { type LineItemRow, listLineItemsOfPackages, saveLineItems } from './line-items';
export type { MoveOptions } from './move-package';
export { movePackage, movePackages } from './move-package';
export type { ShippablePackage } from './owned-packages.repository';
export {
  findReadyPackagesAt,
  lockOwnedPackages,
  requireOwnedPackages,
} from './owned-packages.repository';
export type { PackageFilesView } from './package.presenter';
export { presentPackageDetails, presentPackageSummary } from './package.presenter';
export type { PackageParts, PackageRow, PackageWithStorage } from './package.repository';
export {
  assignPackageOwner,
  findOtherUsersPackageByNumber,
  findOwnedPackage,
  loadPackageParts,
  lockPackageState,
  ownedPackageCondition,
  requireOwnedPackage,
  saveReturnRequest,
  saveStaffComments,
  setAdminComment,
  warehouseStorageColumns,
} from './package.repository';
export type { StaffPackageRow } from './staff-package.repository';
export {
  findPackageByTrackingNumber,
  requireStaffPackage,
  searchStaffPackages,
} from './staff-package.repository';
export type { PackageCaller } from './staff-scope';
export {
  assignedWarehouseIds,
  findStaffWarehouses,
  requireStaffAtAirport,
  requireStaffWarehouse,
  requireWorkingStaff,
  staffWarehouseCondition,
} from './staff-scope';
export { claimStorageReminder, findPackagesNearStorageEnd } from './storage-reminder.repository';
export type { SuiteFilter, SuiteScope } from './suite-package.repository';
export {
  countOwnedPackagesByStatus,
  countOwnedPackagesMatching,
  findOwnedPackagesPage,
} from './suite-package.repository';
