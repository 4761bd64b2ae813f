import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { FileInput } from '../generated/graphql';
import { readFileInput } from './fileInput';
import { DOCUMENT_ACCEPT, documentFileName, documentFileProblem, documentMimeType, saveBase64File } from './documentFile';
import { useNotify } from './notify';
import { translate } from '../i18n';

/** A downloaded file as FileDownload carries it: base64 content, extension and MIME type. */
export interface DownloadedFile {
  data: string;
  fileExtension: string;
  mimeType: string;
}

/** The catalogue keys of the modal shown when there is no document to download ('Error: No file on system'). */
export const NO_FILE_TITLE = 'documents.noFileTitle';
export const NO_FILE_MESSAGE = 'documents.noFileMessage';

/**
 * 'Upload Document' (a file picker: PDF, JPEG, PNG or WebP; the upload runs only when a file is
 * picked, docs/orders.md#validation) and 'Download Document' (saved as '<name>-document.<ext>'; with no file the
 * 'Error: No file on system' modal). The owner supplies the calls:
 * - `upload` resolves true when the file was stored;
 * - `download` resolves the file, null when there is none (NOT_FOUND), or throws after its own message.
 * Other screens rename the buttons ('Upload Signed Agreement', 'Download Agreement'), name the saved
 * file (`fileName`), or leave out the upload (no `upload`).
 */
export function DocumentActions({
  name,
  hasDocument,
  upload,
  download,
  disabled = false,
  uploadLabel = translate('documents.upload'),
  downloadLabel = translate('documents.download'),
  fileName = documentFileName,
}: {
  name: string;
  hasDocument: boolean;
  upload?: (file: FileInput) => Promise<boolean>;
  download: () => Promise<DownloadedFile | null>;
  disabled?: boolean;
  uploadLabel?: string;
  downloadLabel?: string;
  /** The saved file's name from `name` and the extension ('<name>-document.<ext>' by default). */
  fileName?: (name: string, fileExtension: string) => string;
}) {
  const notify = useNotify();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);

  async function pick(file: File | undefined) {
    if (!file || !upload) return;
    const problem = documentFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setUploading(true);
    try {
      const input = await readFileInput(file);
      await upload({ ...input, type: documentMimeType(file) });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : translate('documents.unreadable'));
    } finally {
      setUploading(false);
    }
  }

  async function save() {
    if (!hasDocument) {
      notify.alert({ title: translate(NO_FILE_TITLE), message: translate(NO_FILE_MESSAGE) });
      return;
    }
    setDownloading(true);
    try {
      const file = await download();
      if (!file) {
        notify.alert({ title: translate(NO_FILE_TITLE), message: translate(NO_FILE_MESSAGE) });
        return;
      }
      saveBase64File(file, fileName(name, file.fileExtension));
    } catch {
      // download() has shown its message.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {upload ? (
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          loading={uploading}
          disabled={disabled || uploading}
        >
          {uploadLabel}
          <input
            id={inputId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-label={uploadLabel}
            hidden
            disabled={disabled || uploading}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        loading={downloading}
        disabled={disabled}
        onClick={() => void save()}
      >
        {downloadLabel}
      </Button>
    </Stack>
  );
}
