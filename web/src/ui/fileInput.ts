import type { FileInput } from '../generated/graphql';
import { translate } from '../i18n';

/** Reads a picked file into the schema's FileInput: name, MIME type and base64 content. */
export function readFileInput(file: File): Promise<FileInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error(translate('staff.fileUnreadable', { name: file.name })));
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      resolve({ name: file.name, type: file.type || 'application/octet-stream', data: comma >= 0 ? url.slice(comma + 1) : '' });
    };
    reader.readAsDataURL(file);
  });
}
