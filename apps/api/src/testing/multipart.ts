import { randomBytes } from 'node:crypto';

export type MultipartFileInput = { field?: string; name: string; content: Buffer; type?: string };

/** A multipart/form-data body as a browser sends it: fields first, then the files. */
export function multipartBody(fields: Record<string, string>, files: MultipartFileInput[] = []) {
  const boundary = `----skyparcel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small valid-looking files: the first bytes are what the server sniffs. */
export const SAMPLE = {
  pdf: (size = 64) => filled(Buffer.from('%PDF-1.7\n'), size),
  png: (size = 64) => filled(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  jpg: (size = 64) => filled(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size),
  /** A Windows executable's header. */
  exe: (size = 64) => filled(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), size),
  html: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
};

function filled(head: Buffer, size: number): Buffer {
  const buffer = Buffer.alloc(Math.max(size, head.length), 0x20);
  head.copy(buffer);
  return buffer;
}
