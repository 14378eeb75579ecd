import type { FileStore } from '../files';

/** ID scans live apart from package files, in `identity/` of the file store (decision 070). */
export function identityDocumentsFolder(files: FileStore): FileStore {
  return files.folder('identity');
}
