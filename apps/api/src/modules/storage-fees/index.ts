// The storage-fees module: `storage_fee_days`, the chargeable storage days of packages (spec
// section 9) as the hourly pass writes them and invoices bill them (issue 13, decision 051).

export { billShippedStorageDays } from './bill-shipped-storage-days';
export type { StorageFeeDeps } from './run-storage-fee-pass';
export { runStorageFeePass } from './run-storage-fee-pass';
export {
  accrueStorageDays,
  countBilledStorageDays,
  findStorageDaysOf,
} from './storage-fee-day.repository';
