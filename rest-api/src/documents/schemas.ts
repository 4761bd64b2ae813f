/** TypeBox schemas of stored documents (docs/clients-and-beneficiaries.md GET /api/client/document/{id}). */
import { Type, type Static } from 'typebox';
import { notFound } from '../http-errors.js';

/** GET /api/client/document/{id} and GET /api/recipient/document/{id}. */
export const DocumentReply = Type.Object(
  {
    document: Type.String({ description: 'base64 content' }),
    fileExtension: Type.Union([Type.Literal('pdf'), Type.Literal('jpg'), Type.Literal('png'), Type.Literal('webp')]),
  },
  { title: 'Document' },
);
export type DocumentReply = Static<typeof DocumentReply>;

/** The body of an upload route (documented for OpenAPI; read with readUploadedFile). */
export const DocumentUploadBody = Type.Any({
  description: "multipart/form-data with one file part (any field name, e.g. 'file'): PDF, JPEG, PNG or WebP, 10 MB at most",
});

/** The columns a row with a stored document carries. */
export interface DocumentColumns {
  document: Uint8Array | null;
  document_type: string | null;
  document_extension: string | null;
}

/**
 * The document reply of a looked-up row (the GET .../document/{id} routes and the investment
 * agreements): 404 `missing` (e.g. 'Client N not found') when there is no row, 404 'No file on
 * system' when the row has no document.
 */
export function requireDocument(row: DocumentColumns | undefined, missing: string): DocumentReply {
  if (!row) throw notFound(missing);
  const doc = documentOf(row);
  if (!doc) throw notFound('No file on system');
  return doc;
}

/** The document reply of a row, or null when it has none. */
export function documentOf(row: DocumentColumns): DocumentReply | null {
  if (!row.document || !row.document_extension) return null;
  return {
    document: Buffer.from(row.document).toString('base64'),
    fileExtension: row.document_extension as DocumentReply['fileExtension'],
  };
}
