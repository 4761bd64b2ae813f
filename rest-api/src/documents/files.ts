/**
 * Uploaded files: 10 MB at most, the type read from the content (never the name or the declared
 * type), and nothing active kept: a PDF with scripts, automatic actions or embedded files is refused,
 * an image is stored re-encoded (documents/sanitize.ts). Used for client and recipient documents
 * (PDF, JPEG, PNG, WebP), signed investment agreements, and employee profile images
 * (employees/images.ts).
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../http-errors.js';
import { checkPassivePdf, reencodeImage, type ImageFormat } from './sanitize.js';

/** The largest accepted upload, in bytes (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A checked file: its MIME type, the extension we answer for it, and the bytes to store. */
export interface CheckedFile<E extends string> {
  mime: string;
  extension: E;
  /** What to store: the upload itself for a PDF, the re-encoded image for an image. */
  bytes: Buffer;
}

const IMAGE_FORMATS: Readonly<Record<string, ImageFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Checks bytes by content against accepted (MIME type -> extension) and makes them safe to keep.
 * Returns the match with the bytes to store; throws 413 `${field}: must be at most 10 MB`, 400
 * `${field}: must not be empty`, 400 `${field}: ${problem}` when the content is of another type, 400
 * when a PDF holds active content or is unreadable, or an image does not decode.
 */
export async function checkFileContent<E extends string>(
  bytes: Buffer,
  accepted: Readonly<Record<string, E>>,
  field: string,
  problem: string,
): Promise<CheckedFile<E>> {
  if (bytes.length > MAX_FILE_BYTES) throw new HttpError(413, `${field}: must be at most 10 MB`);
  if (bytes.length === 0) throw badRequest(field, 'must not be empty');
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? accepted[type.mime] : undefined;
  if (!type || !extension) throw badRequest(field, problem);
  if (type.mime === 'application/pdf') {
    await checkPassivePdf(bytes, field);
    return { mime: type.mime, extension, bytes };
  }
  const format = IMAGE_FORMATS[type.mime];
  if (!format) throw badRequest(field, problem);
  return { mime: type.mime, extension, bytes: await reencodeImage(bytes, format, field) };
}

/** The extensions of a stored document. */
export type DocumentExtension = 'pdf' | 'jpg' | 'png' | 'webp';

/** The document types we keep (docs/ARCHITECTURE.md#security), by MIME type. */
export const DOCUMENT_TYPES: Readonly<Record<string, DocumentExtension>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Checks a client or recipient document (PDF, JPEG, PNG or WebP, 10 MB at most, by content). */
export function checkDocument(bytes: Buffer, field = 'file'): Promise<CheckedFile<DocumentExtension>> {
  return checkFileContent(bytes, DOCUMENT_TYPES, field, 'must be a PDF, JPEG, PNG or WebP file');
}

/** The code of a 400 for a multipart/form-data body that cannot be read (no boundary, cut short, bad part headers). */
export const INVALID_MULTIPART = 'INVALID_MULTIPART';

/**
 * Reads the one file of a multipart/form-data upload into memory (any field name; other non-file
 * fields are ignored). Throws 400 `file: ...` (INVALID_FIELD) when the request is not multipart,
 * holds no file or holds more than one; 400 INVALID_MULTIPART when the body cannot be parsed (e.g.
 * no boundary); 413 (via the error handler, FST_REQ_FILE_TOO_LARGE) past 10 MB.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('file', 'send multipart/form-data with one file');
  let file: Buffer | undefined;
  let files = 0;
  try {
    // files: 2 lets a second file part be seen (and refused) rather than silently cut off.
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      files += 1;
      if (files === 1) file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (files > 1) throw badRequest('file', 'send exactly one file per upload');
  if (!file) throw badRequest('file', 'is required');
  return file;
}

/** The reply for an error met while reading a multipart body: refusals pass as they are, parser errors become 400 INVALID_MULTIPART. */
export function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new HttpError(400, `file: the multipart/form-data body cannot be read (${reason})`, { code: INVALID_MULTIPART, field: 'file' });
}
