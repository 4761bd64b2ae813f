/**
 * The agreement calls of the investment detail (docs/investments.md#screens, docs/errors.md): generate (then the PDF
 * is saved; a failure shows the server's status and message), download the original or the signed
 * copy (null for NOT_FOUND: the 'Error: No file on system' modal), upload the signed copy ('Saved!',
 * or "Couldn't upload the new agreement").
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  CompletedAgreementDocument,
  GenerateAgreementDocument,
  OriginalAgreementDocument,
  UploadCompletedAgreementDocument,
} from './investments.generated';
import { type FileInput } from '../../generated/graphql';
import type { DownloadedFile } from '../../ui/DocumentActions';
import { errorCode, errorMessage, errorTitle } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { safeExtension, safeFileBase } from '../../ui/documentFile';
import { translate } from '../../i18n';

export const UPLOAD_FAILED = 'investments.uploadFailed';

/** '<name>-agreement.<ext>' / '<name>-signed-agreement.<ext>', safe for a file system. */
export function agreementFileName(name: string, fileExtension: string): string {
  return `${safeFileBase(name, 'investment')}.${safeExtension(fileExtension, 'pdf')}`;
}

export function useAgreements(investmentId: string) {
  const apollo = useApolloClient();
  const notify = useNotify();
  const [generate, generateState] = useMutation(GenerateAgreementDocument);
  const [upload] = useMutation(UploadCompletedAgreementDocument);

  async function fetchFile(kind: 'original' | 'completed'): Promise<DownloadedFile | null> {
    try {
      if (kind === 'original') {
        const { data } = await apollo.query({ query: OriginalAgreementDocument, variables: { investmentId }, fetchPolicy: 'no-cache' });
        return data?.originalAgreement ?? null;
      }
      const { data } = await apollo.query({ query: CompletedAgreementDocument, variables: { investmentId }, fetchPolicy: 'no-cache' });
      return data?.completedAgreement ?? null;
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND') return null;
      notify.error(translate('investments.downloadFailed', { message: errorMessage(error) }));
      throw error;
    }
  }

  return {
    generating: generateState.loading,
    /** Generates the agreement; resolves the PDF, or null after showing the server's status and message. */
    async generateAgreement(): Promise<DownloadedFile | null> {
      try {
        const { data } = await generate({ variables: { investmentId } });
        return data?.generateAgreement.agreement ?? null;
      } catch (error) {
        notify.alert({ title: errorTitle(error), message: errorMessage(error) });
        return null;
      }
    },
    downloadOriginal: () => fetchFile('original'),
    downloadCompleted: () => fetchFile('completed'),
    uploadCompleted: async (file: FileInput): Promise<boolean> => {
      try {
        await upload({ variables: { investmentId, file } });
        notify.success(translate('investments.saved'));
        return true;
      } catch (error) {
        notify.alert({ title: translate('errors.titleUnknown'), message: `${translate(UPLOAD_FAILED)}\n${errorMessage(error)}` });
        return false;
      }
    },
  };
}
