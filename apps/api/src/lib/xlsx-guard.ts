import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';

/**
 * What an XLSX may unpack to before any spreadsheet reader sees it (issue 27: a 205 KB file with
 * one 200 MB cell took the server from 627 MB to over 1.3 GB). A workbook of the portal's largest
 * accepted size (10,000 booking rows) unpacks to a few MB; Excel itself caps a cell at 32,767
 * characters, which is at most 6 bytes each once escaped in XML.
 */
export const XLSX_LIMITS = {
  /** The unpacked bytes of one part (a sheet, the shared strings...). */
  partBytes: 48 * 1024 * 1024,
  /** The unpacked bytes of all parts together. */
  totalBytes: 96 * 1024 * 1024,
  /** Parts in the archive: a workbook has a dozen or so. */
  parts: 1_000,
  /** The longest run of an XML part without a tag: one cell's text, or one attribute. */
  textRunBytes: 32_767 * 6,
};

export type XlsxLimits = typeof XLSX_LIMITS;

/** Why a ZIP was refused before parsing; `null` when it is within every limit. */
export type XlsxVerdict = 'tooLarge' | 'unreadable' | null;

/** Input is pushed in slices this small, so one push never inflates to more than ~4 MB. */
const SLICE_BYTES = 4 * 1024;
const TAG_OPEN = 0x3c; // '<'

/**
 * Streams the archive's parts as a reader would meet them (their local headers, as exceljs'
 * streaming reader does), inflating each and counting the bytes it really produces, never the
 * sizes the archive declares, and stops at the first limit passed. Nothing is kept in memory.
 * Synchronous and bounded: a bomb is refused after at most `partBytes` of inflation.
 */
export function checkXlsxArchive(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): XlsxVerdict {
  let parts = 0;
  let total = 0;
  // fflate catches what a handler throws, so a handler records the verdict and stops its part;
  // the loop below stops pushing once there is one.
  let verdict: XlsxVerdict = null;
  const unzip = new Unzip((file) => {
    parts += 1;
    if (parts > limits.parts) {
      verdict ??= 'tooLarge';
      return;
    }
    const isXml = /\.(xml|rels)$/i.test(file.name);
    let partBytes = 0;
    let run = 0;
    file.ondata = (error, chunk) => {
      if (verdict) {
        return;
      }
      if (error) {
        verdict = 'unreadable';
        return;
      }
      partBytes += chunk.length;
      total += chunk.length;
      const runs = isXml ? runsWithoutTag(chunk, run) : { longest: 0, tail: 0 };
      run = runs.tail;
      if (
        partBytes > limits.partBytes ||
        total > limits.totalBytes ||
        runs.longest > limits.textRunBytes
      ) {
        verdict = 'tooLarge';
        file.terminate();
      }
    };
    try {
      file.start();
    } catch {
      // A compression method no reader here knows.
      verdict ??= 'unreadable';
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let offset = 0; offset < bytes.length && !verdict; offset += SLICE_BYTES) {
      const end = Math.min(offset + SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    verdict ??= 'unreadable';
  }
  return verdict ?? (parts === 0 ? 'unreadable' : null);
}

/**
 * The runs without '<' in `chunk`: its longest, counting the `carried` bytes of the run the chunk
 * before ended in, and the run it ends in, to carry into the next chunk.
 */
function runsWithoutTag(chunk: Uint8Array, carried: number): { longest: number; tail: number } {
  let longest = 0;
  let current = carried;
  let from = 0;
  for (;;) {
    const tag = chunk.indexOf(TAG_OPEN, from);
    current += (tag < 0 ? chunk.length : tag) - from;
    longest = Math.max(longest, current);
    if (tag < 0) {
      return { longest, tail: current };
    }
    current = 0;
    from = tag + 1;
  }
}
