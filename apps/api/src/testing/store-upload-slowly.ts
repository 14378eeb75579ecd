import { Readable } from 'node:stream';
// The driver itself, not the module's door: the child starts fast without the database code.
import { createDiskFileStore } from '../modules/files/disk-file-store';

/**
 * Child process of the crash test: stores a PDF whose bytes arrive slowly (1 KB every 20 ms
 * after a 64 KB start) and says so once writing is under way, so the parent can kill it mid-write.
 */
const dir = process.argv[2] ?? '';
let chunks = 0;
const source = new Readable({
  read() {
    chunks += 1;
    if (chunks === 1) {
      this.push(Buffer.from('%PDF-1.7\n'.padEnd(64 * 1024, ' ')));
      setTimeout(() => process.stdout.write('writing\n'), 300);
      return;
    }
    if (chunks > 5_000) {
      this.push(null);
      return;
    }
    setTimeout(() => this.push(Buffer.alloc(1024, 0x20)), 20);
  },
});
await createDiskFileStore(dir).storeUpload(source, ['pdf']);
process.stdout.write('stored\n');
