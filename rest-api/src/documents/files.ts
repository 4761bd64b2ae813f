/**
 * Uploaded files (spec 01 §5, DESIGN §6, §8): 10 MB at most, the type read from the content (never
 * the name or the declared type). Used for client and recipient documents (PDF, JPEG, PNG, WebP)
 * and employee profile images (employees/images.ts).
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../http-errors.js';

/** The largest accepted upload, in bytes (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A checked file: its MIME type and the extension we answer for it. */
export interface CheckedFile<E extends string> {
  mime: string;
  extension: E;
}

/**
 * Checks bytes by content against accepted (MIME type -> extension). Returns the match; throws
 * 413 `${field}: must be at most 10 MB`, 400 `${field}: must not be empty` or
 * 400 `${field}: ${problem}` when the content is of another type.
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
  return { mime: type.mime, extension };
}

/** The extensions of a stored document. */
export type DocumentExtension = 'pdf' | 'jpg' | 'png' | 'webp';

/** The document types we keep (DESIGN §6), by MIME type. */
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

/**
 * Reads the one file of a multipart/form-data upload into memory (any field name). Throws
 * 400 `file: ...` when the request is not multipart or holds no file, and 413 (via the error
 * handler, FST_REQ_FILE_TOO_LARGE) past 10 MB.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('file', 'send multipart/form-data with one file');
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  if (!part) throw badRequest('file', 'is required');
  return part.toBuffer();
}
