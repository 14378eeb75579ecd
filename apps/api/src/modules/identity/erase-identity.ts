import type { DbOrTx } from '../../lib/tx';
import type { FileStore } from '../files';
import { deleteIdentityOf } from './identity.repository';

/**
 * An erased account's identity (decisions 047, 048): the passport or ID number and the scans'
 * rows go in the operator's transaction; `removeErasedIdentityScans` removes the files once it
 * has committed, so a rollback never leaves rows without their files.
 */
export function eraseIdentityRows(tx: DbOrTx, userId: string): Promise<string[]> {
  return deleteIdentityOf(tx, userId);
}

export async function removeErasedIdentityScans(store: FileStore, storedNames: readonly string[]) {
  for (const storedName of storedNames) {
    await store.remove(storedName);
  }
}
