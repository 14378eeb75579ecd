import { join } from 'node:path';

/** ID scans live apart from package files, in `identity/` under the uploads folder. */
export function identityDocumentsDir(uploadsDir: string): string {
  return join(uploadsDir, 'identity');
}
