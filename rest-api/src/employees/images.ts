/** Profile images: 10 MB at most, PNG/JPEG/WebP/GIF checked by content and stored re-encoded. */
import { badRequest } from '../http-errors.js';
import { checkFileContent, MAX_FILE_BYTES } from '../documents/files.js';

/** The largest accepted image, in bytes (the upload limit of documents/files.ts). */
export const MAX_IMAGE_BYTES = MAX_FILE_BYTES;

const EXTENSIONS: Record<string, 'png' | 'jpeg' | 'webp' | 'gif'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Checks bytes are an accepted image by their content (never by name or declared type) and
 * re-encodes it. Returns the extension and the re-encoded bytes to store; throws 413 when larger
 * than 10 MB, 400 `${field}: must be a PNG, ...`, 400 `${field}: is not a readable image`.
 */
export async function checkImage(bytes: Buffer, field = 'file'): Promise<{ type: 'png' | 'jpeg' | 'webp' | 'gif'; bytes: Buffer }> {
  const checked = await checkFileContent(bytes, EXTENSIONS, field, 'must be a PNG, JPEG, WebP or GIF image');
  return { type: checked.extension, bytes: checked.bytes };
}

/** Decodes base64 (optionally a data: URL); throws 400 on anything that is not base64. */
export function decodeBase64(value: string, field: string): Buffer {
  const data = value.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(data) || data.length % 4 === 1) throw badRequest(field, 'must be base64 content');
  return Buffer.from(data, 'base64');
}
