import type { FileStore } from '../files';

/** Trade license documents live apart from other files, in `business/` of the file store. */
export function businessDocumentsFolder(files: FileStore): FileStore {
  return files.folder('business');
}
