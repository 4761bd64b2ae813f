/**
 * Document files of clients and beneficiaries: what may be uploaded (docs/ARCHITECTURE.md#security: PDF, JPEG, PNG or
 * WebP, 10 MB at most) and saving a downloaded one (base64 from FileDownload) under a given name.
 */
import { translate } from '../i18n';

/** MIME types a document may have. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** The file picker's accept attribute. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** Largest document accepted. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The MIME type of a picked file, from the browser or else from its extension. */
export function documentMimeType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[ext] ?? '';
}

/** Why a picked document is refused (in the chosen language), or null when it is fine. */
export function documentFileProblem(file: { name: string; type: string; size: number }): string | null {
  const type = documentMimeType(file);
  if (!(DOCUMENT_TYPES as readonly string[]).includes(type)) return translate('documents.wrongType');
  if (file.size === 0) return translate('documents.empty');
  if (file.size > MAX_DOCUMENT_BYTES) return translate('documents.tooBig');
  return null;
}

/**
 * `name` made safe for a file system: characters no file system takes (and control characters)
 * dropped, blanks as '-'; `fallback` when nothing is left.
 */
export function safeFileBase(name: string, fallback: string): string {
  return (
    name
      .trim()
      // eslint-disable-next-line no-control-regex -- control characters are not allowed in a file name
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '')
      .replace(/\s+/g, '-') || fallback
  );
}

/** A file extension without leading dots, lower case; `fallback` when blank. */
export function safeExtension(fileExtension: string, fallback: string): string {
  return fileExtension.replace(/^\.+/, '').toLowerCase() || fallback;
}

/** The download's file name: '<name>-document.<ext>', the name made safe for a file system. */
export function documentFileName(name: string, fileExtension: string): string {
  return `${safeFileBase(name, 'client')}-document.${safeExtension(fileExtension, 'bin')}`;
}

/** The bytes of a base64 text. */
export function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data.replace(/\s+/g, ''));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves a downloaded file: decodes the base64 into a Blob and clicks an <a download>. */
export function saveBase64File(file: { data: string; mimeType: string }, fileName: string): void {
  const blob = new Blob([base64ToBytes(file.data)], { type: file.mimeType || 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
