import { join } from 'node:path';

/** Trade license documents live apart from other files, in `business/` under the uploads folder. */
export function businessDocumentsDir(uploadsDir: string): string {
  return join(uploadsDir, 'business');
}
