import {
  checkUploadFile,
  DOCUMENT_UPLOAD_TYPES,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_TYPES,
  type UploadType,
} from '@skyparcel/domain/packages';

/** What a document picker offers: the accepted types by extension and by media type. */
export const DOCUMENT_PICKER_ACCEPT = DOCUMENT_UPLOAD_TYPES.flatMap((type) => [
  `.${UPLOAD_TYPES[type].extension}`,
  UPLOAD_TYPES[type].contentType,
]).join(',');

/**
 * The domain's upload rule (5 MB, type by the first bytes) applied to a file the customer picked,
 * for a quick answer before anything is sent; the server applies the same rule to the stream.
 */
export async function checkPickedFile(file: File, accepted: readonly UploadType[]) {
  const head = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  return checkUploadFile(file.size, head, accepted);
}
