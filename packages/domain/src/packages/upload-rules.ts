/** Spec sections 5 and 9: uploads up to 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The most documents one package may hold (spec section 5: "a maximum file count"). */
export const MAX_DOCUMENTS_PER_PACKAGE = 10;

/** The most photos staff attach to one package. */
export const MAX_PHOTOS_PER_PACKAGE = 20;

export const UPLOAD_TYPES = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** A package's documents (spec section 5: jpg, png or pdf) and the warehouse's photos. */
export const DOCUMENT_UPLOAD_TYPES: readonly UploadType[] = ['jpg', 'png', 'pdf'];
export const PHOTO_UPLOAD_TYPES: readonly UploadType[] = ['jpg', 'png'];

/** Enough first bytes to know every accepted type (PNG's signature is the longest). */
export const UPLOAD_SNIFF_BYTES = 8;

/**
 * The type of a file from its first bytes, never from its name (issue 4): JPEG starts FF D8 FF,
 * PNG with its 8-byte signature, PDF with '%PDF-'. Anything else is undefined.
 */
export function sniffUploadType(head: Uint8Array): UploadType | undefined {
  const starts = (signature: number[]) =>
    head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
  if (starts([0xff, 0xd8, 0xff])) {
    return 'jpg';
  }
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'png';
  }
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return 'pdf';
  }
  return undefined;
}

/**
 * Whether a whole file may be uploaded (spec section 5): at most 5 MB, of an accepted type by
 * its first bytes. Answers the reason's i18n key, or undefined. The browser asks it about a
 * picked file for a quick answer; the server applies the same rules to the stream as it arrives.
 */
export function checkUploadFile(
  sizeBytes: number,
  head: Uint8Array,
  accepted: readonly UploadType[],
): 'validation.fileTooLarge' | 'validation.fileType' | undefined {
  if (sizeBytes > MAX_UPLOAD_BYTES) {
    return 'validation.fileTooLarge';
  }
  const type = sniffUploadType(head);
  return type && accepted.includes(type) ? undefined : 'validation.fileType';
}
