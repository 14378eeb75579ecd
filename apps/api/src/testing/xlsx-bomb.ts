import { strToU8, zipSync } from 'fflate';

let bomb: Buffer | undefined;

/**
 * An XLSX-shaped archive of under 100 KB whose one sheet holds a single 60 MB cell: the review's
 * decompression bomb (205 KB, one 200 MB cell), smaller so a test makes it in a moment. Made once
 * per process.
 */
export function xlsxBomb(): Buffer {
  bomb ??= Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/worksheets/sheet1.xml': strToU8(
        `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>${'A'.repeat(60 * 1024 * 1024)}</t></is></c></row></sheetData></worksheet>`,
      ),
    }),
  );
  return bomb;
}
