import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * One page of a PDF as a reader sees it: size in points, its text, the pieces of that text where
 * they stand, the barcodes on it.
 */
export type ReadPdfPage = {
  widthPt: number;
  heightPt: number;
  text: string;
  lines: ReadPdfLine[];
  barcodes: { format: string; text: string }[];
};

/**
 * A piece of text as it was drawn, and its box in points from the page's top left: the box of
 * its letters, without the spaces at its ends. MuPDF keeps each drawn run apart
 * ('preserve-spans'), so two table cells that touch or overlap are two pieces, not one line.
 */
export type ReadPdfLine = {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
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
      lines: textLines(page),
      barcodes: results
        .filter((result) => result.isValid)
        .map((result) => ({ format: result.format, text: result.text })),
    });
  }
  return pages;
}

const DPI = 300;

function textLines(page: mupdf.Page): ReadPdfLine[] {
  const lines: ReadPdfLine[] = [];
  let text = '';
  let box: ReadPdfLine['bbox'] | null = null;
  page.toStructuredText('preserve-whitespace,preserve-spans').walk({
    beginLine() {
      text = '';
      box = null;
    },
    onChar(char, _origin, _font, _size, quad) {
      text += char;
      if (char.trim() === '') {
        return;
      }
      // A quad's corners: upper left, upper right, lower left, lower right.
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      const x0 = Math.min(...xs);
      const x1 = Math.max(...xs);
      const y0 = Math.min(...ys);
      const y1 = Math.max(...ys);
      box = box
        ? {
            x0: Math.min(box.x0, x0),
            y0: Math.min(box.y0, y0),
            x1: Math.max(box.x1, x1),
            y1: Math.max(box.y1, y1),
          }
        : { x0, y0, x1, y1 };
    },
    endLine() {
      if (box) {
        lines.push({ text: text.trim(), bbox: box });
      }
    },
  });
  return lines;
}
let wasm: ArrayBuffer | undefined;

function readerWasm(): ArrayBuffer {
  if (!wasm) {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = readFileSync(path);
    wasm = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  return wasm;
}

/** One page as a grey picture: what a reader sees, to compare with a kept reference image. */
export type PageImage = { width: number; height: number; pixels: Uint8ClampedArray };

export function renderPdfPage(pdf: Uint8Array, pageIndex: number, dpi: number): PageImage {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pixmap = document
    .loadPage(pageIndex)
    .toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, true);
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), pixels: pixmap.getPixels() };
}

/** A PNG (a kept reference image) as a grey picture. */
export function readPng(png: Uint8Array): PageImage {
  const pixmap = new mupdf.Image(png).toPixmap().convertToColorSpace(mupdf.ColorSpace.DeviceGray);
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), pixels: pixmap.getPixels() };
}

export function pageImageAsPng(pdf: Uint8Array, pageIndex: number, dpi: number): Uint8Array {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  return document
    .loadPage(pageIndex)
    .toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, true)
    .asPNG();
}

/**
 * The share of pixels whose grey differs by more than a quarter of the scale: 0 for the same
 * picture, about the inked share for a different one. Sizes must match.
 */
export function differingShare(a: PageImage, b: PageImage): number {
  if (a.width !== b.width || a.height !== b.height) {
    return 1;
  }
  let differing = 0;
  for (let index = 0; index < a.pixels.length; index += 1) {
    if (Math.abs((a.pixels[index] ?? 0) - (b.pixels[index] ?? 0)) > 64) {
      differing += 1;
    }
  }
  return differing / a.pixels.length;
}

/** The share of dark pixels in a rectangle of the picture (0..1 of its width and height). */
export function inkShare(
  image: PageImage,
  box: { left: number; top: number; right: number; bottom: number },
): number {
  const x0 = Math.floor(box.left * image.width);
  const x1 = Math.floor(box.right * image.width);
  const y0 = Math.floor(box.top * image.height);
  const y1 = Math.floor(box.bottom * image.height);
  let dark = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      if ((image.pixels[y * image.width + x] ?? 255) < 128) {
        dark += 1;
      }
    }
  }
  return dark / Math.max(1, (x1 - x0) * (y1 - y0));
}
