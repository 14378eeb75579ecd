import { join } from 'node:path';
import { type Config, resolveUploadsDir } from '../../plugins/env';

/** ID scans live apart from package files, in `identity/` under the uploads folder. */
export function identityDocumentsDir(config: Config): string {
  return join(resolveUploadsDir(config), 'identity');
}
