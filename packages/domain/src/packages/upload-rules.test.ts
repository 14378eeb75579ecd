import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatPackageNumber, parsePackageNumber } from './package-number';
import {
  checkUploadFile,
  DOCUMENT_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  PHOTO_UPLOAD_TYPES,
  sniffUploadType,
} from './upload-rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => bytes(...[...text].map((char) => char.charCodeAt(0)));

test('knows JPEG, PNG and PDF by their first bytes', () => {
  expect(sniffUploadType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
  expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
  expect(sniffUploadType(ascii('%PDF-1.7\n'))).toBe('pdf');
});

test('refuses executables, HTML and short files whatever they are called', () => {
  expect(sniffUploadType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeUndefined(); // Windows MZ
  expect(sniffUploadType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeUndefined(); // ELF
  expect(sniffUploadType(ascii('<html><script>'))).toBeUndefined();
  expect(sniffUploadType(bytes(0xff, 0xd8))).toBeUndefined();
  expect(sniffUploadType(bytes())).toBeUndefined();
});

test('a whole file: 5 MB at most, of an accepted type by its content', () => {
  const pdf = ascii('%PDF-1.7');
  expect(checkUploadFile(MAX_UPLOAD_BYTES, pdf, DOCUMENT_UPLOAD_TYPES)).toBeUndefined();
  expect(checkUploadFile(MAX_UPLOAD_BYTES + 1, pdf, DOCUMENT_UPLOAD_TYPES)).toBe(
    'validation.fileTooLarge',
  );
  expect(checkUploadFile(2_000, pdf, PHOTO_UPLOAD_TYPES)).toBe('validation.fileType');
  expect(checkUploadFile(2_000, ascii('<html>'), DOCUMENT_UPLOAD_TYPES)).toBe(
    'validation.fileType',
  );
});

test('package numbers read back whatever the prefix case', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (n) => {
      expect(parsePackageNumber(formatPackageNumber(n))).toBe(n);
      expect(parsePackageNumber(String(n))).toBe(n);
      expect(parsePackageNumber(formatPackageNumber(n).toLowerCase())).toBe(n);
    }),
  );
  expect(parsePackageNumber('PK12x')).toBeUndefined();
  expect(parsePackageNumber('99999999999')).toBeUndefined();
});
