import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { type PackageFileRow, presentPackageFiles } from '../../modules/files';
import {
  type PackageParts,
  presentPackageDetails,
  presentPackageSummary,
  type StaffPackageRow,
} from '../../modules/packages';

function owner(row: StaffPackageRow) {
  return {
    userId: row.pkg.userId,
    suiteNumber: row.ownerSuiteNumber ?? row.pkg.labelSuiteNumber,
    customerName: row.ownerFirstName
      ? `${row.ownerFirstName} ${row.ownerLastName ?? ''}`.trim()
      : null,
  };
}

export function presentStaffSummary(row: StaffPackageRow, now: Date) {
  return { ...presentPackageSummary(row, now), ...owner(row) };
}

export function presentStaffDetails(
  row: StaffPackageRow,
  parts: PackageParts,
  files: PackageFileRow[],
  now: Date,
): StaffPackageDetails {
  return {
    ...presentPackageDetails(row, parts, presentPackageFiles(files, 'staff', row.pkg), now),
    ...owner(row),
    history: parts.history.map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      reason: entry.reason,
      comment: entry.comment,
      actorUserId: entry.actorUserId,
      at: entry.createdAt.toISOString(),
    })),
  };
}
