/** Turning GraphQL inputs into what the REST API takes, with errors that name the field. */
import { badUserInput } from './errors.js';
import type { UploadFile } from './client.js';

/** Largest upload, once decoded (docs/ARCHITECTURE.md#security: 10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A GraphQL ID as the REST API's positive integer id. @throws BAD_USER_INPUT naming `field`. */
export function parseId(id: string, field: string): number {
  if (!/^\d{1,15}$/.test(id) || Number(id) < 1) throw badUserInput(`${field}: must be a positive whole number`);
  return Number(id);
}

/** A FileInput's base64 content as bytes. @throws BAD_USER_INPUT for bad base64, an empty file or over 10 MB. */
export function decodeFile(file: { name: string; type: string; data: string }, field: string): UploadFile {
  const cleaned = file.data.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(cleaned)) throw badUserInput(`${field}: data must be base64`);
  const data = Buffer.from(cleaned, 'base64');
  if (data.length === 0) throw badUserInput(`${field}: the file is empty`);
  if (data.length > MAX_FILE_BYTES) throw badUserInput(`${field}: must be 10 MB or less`);
  return { name: file.name || 'upload', type: file.type || 'application/octet-stream', data };
}

/** Checks a page request: page from 1, perPage from 1 to 100. @throws BAD_USER_INPUT. */
export function checkPage(page: number, perPage: number): void {
  if (page < 1) throw badUserInput('page: must be 1 or more');
  if (perPage < 1 || perPage > 100) throw badUserInput('perPage: must be from 1 to 100');
}

/** A search term, trimmed; null when blank. */
export function searchTerm(search: string | null | undefined): string | null {
  const term = search?.trim();
  return term ? term : null;
}
