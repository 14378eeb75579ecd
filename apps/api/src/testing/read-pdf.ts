import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** One page of a PDF as a reader sees it: size in points, its text, the barcodes on it. */
export type ReadPdfPage = {
  widthPt: number;
  heightPt: number;
  text: string;
  barcodes: { format: string; text: string }[];
};

/**
 * Reads a PDF back the way a printer and a scanner would: MuPDF (WASM) renders each page at
 * 300 dpi and ZXing (WASM) decodes the barcodes on the picture (decision 043). Both load their
 * WASM from node_modules: nothing is fetched from the internet.
 */
export async function readPdf(pdf: Uint8Array): Promise<ReadPdfPage[]> {
  prepareZXingModule({ overrides: { wasmBinary: readerWasm() }, fireImmediately: false });

  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: ReadPdfPage[] = [];
  for (let index = 0; index < document.countPages(); index += 1) {
    const page = document.loadPage(index);
    const [x0, y0, x1, y1] = page.getBounds();
    const pixmap = page.toPixmap(
      mupdf.Matrix.scale(DPI / 72, DPI / 72),
      mupdf.ColorSpace.DeviceGray,
      false,
      true,
    );
    const results = await readBarcodes(pixmap.asPNG(), { formats: ['Code128'], tryHarder: true });
    pages.push({
      widthPt: x1 - x0,
      heightPt: y1 - y0,
      text: page.toStructuredText('preserve-whitespace').asText(),
      barcodes: results
        .filter((result) => result.isValid)
        .map((result) => ({ format: result.format, text: result.text })),
    });
  }
  return pages;
}

const DPI = 300;
let wasm: ArrayBuffer | undefined;

function readerWasm(): ArrayBuffer {
  if (!wasm) {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = readFileSync(path);
    wasm = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  return wasm;
}
