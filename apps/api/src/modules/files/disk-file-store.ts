import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { asUploadError, checkUpload, uploadStoredName } from './check-upload';
import {
  assertFolderName,
  assertStoredName,
  contentTypeOf,
  type FileStore,
  type ListedFile,
} from './file-store';

const TEMP_PREFIX = '.partial-';
const HOUR = 60 * 60 * 1000;

/**
 * Files under one folder of the local disk (decision 070): `npm start`'s store, and production's
 * on a single machine. Bytes go to a temporary file that is flushed to disk and only then renamed
 * to a server-made name, readable by the server's user only. A crash or an aborted request leaves
 * at most a `.partial-` file that no row points to (rows are inserted after the rename) and that
 * `sweepPartials` removes.
 */
export function createDiskFileStore(dir: string): FileStore {
  const pathOf = (storedName: string) => join(dir, assertStoredName(storedName));
  const tempPath = () => join(dir, `${TEMP_PREFIX}${randomUUID()}`);

  /** Publishes a complete temporary file under its name, or removes it. */
  const publish = async (temp: string, storedName: string) => {
    try {
      await rename(temp, join(dir, storedName));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  return {
    kind: 'disk',
    folder: (name) => createDiskFileStore(join(dir, assertFolderName(name))),

    async storeUpload(source, accepted) {
      await mkdir(dir, { recursive: true });
      const temp = tempPath();
      const upload = checkUpload(accepted);
      let checked: ReturnType<typeof upload.checked>;
      try {
        // `flush` fsyncs before close, so the rename below never publishes bytes still in a cache.
        await pipeline(
          source,
          upload.transform,
          createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }),
        );
        checked = upload.checked(source);
      } catch (error) {
        await rm(temp, { force: true });
        throw asUploadError(error);
      }
      const storedName = uploadStoredName(checked.type);
      await publish(temp, storedName);
      return {
        storedName,
        contentType: checked.contentType,
        sizeBytes: checked.sizeBytes,
        type: checked.type,
      };
    },

    async storeBytes(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const temp = tempPath();
      const storedName = `${randomUUID()}.${extension}`;
      try {
        await writeFile(temp, bytes, { flag: 'wx', mode: 0o600, flush: true });
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await publish(temp, storedName);
      return storedName;
    },

    async open(storedName) {
      // One descriptor for the size and the bytes: a file replaced in between cannot mix them.
      const handle = await open(pathOf(storedName), 'r');
      try {
        const { size } = await handle.stat();
        return {
          stream: handle.createReadStream(),
          sizeBytes: size,
          contentType: contentTypeOf(storedName),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(storedName) {
      await rm(pathOf(storedName), { force: true });
    },

    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const files: ListedFile[] = [];
      for (const entry of entries) {
        if (entry.isFile() && !entry.name.startsWith(TEMP_PREFIX)) {
          const info = await stat(join(dir, entry.name)).catch(() => undefined);
          if (info) {
            files.push({ storedName: entry.name, sizeBytes: info.size });
          }
        }
      }
      return files.sort((a, b) => a.storedName.localeCompare(b.storedName));
    },

    /** Partial files here and in every sub-folder, older than `olderThanMs` so live uploads stay. */
    async sweepPartials(olderThanMs = HOUR) {
      return sweepDir(dir, olderThanMs);
    },

    async checkReady() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },

    async close() {},
  };
}

async function sweepDir(dir: string, olderThanMs: number): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += await sweepDir(path, olderThanMs);
    } else if (entry.name.startsWith(TEMP_PREFIX)) {
      const info = await stat(path).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs >= olderThanMs) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
