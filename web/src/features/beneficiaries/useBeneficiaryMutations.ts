/**
 * The beneficiary and Pix key calls, each owning its message (DESIGN §8). Every mutation returns the
 * Beneficiary (with its pixKeys), which Apollo merges by id into every list and modal showing it.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  AddPixKeyDocument,
  BeneficiaryDocumentDocument,
  CreateBeneficiaryDocument,
  DeletePixKeyDocument,
  SetMainPixKeyDocument,
  UpdateBeneficiaryDocument,
  UploadBeneficiaryDocumentDocument,
  type BeneficiaryInput,
  type FileInput,
} from '../../generated/graphql';
import type { DownloadedFile } from '../../ui/DocumentActions';
import { errorCode, errorMessage } from '../../ui/errors';
import { formFieldError } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/notify';
import type { FieldErrorSink } from '../clients/useClientMutations';
import { BENEFICIARY_SERVER_FIELDS, type BeneficiaryFormValues } from './beneficiarySchema';

/** Saves a beneficiary's fields; a message naming a field goes under it. Resolves true on success. */
export function useUpdateBeneficiary() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UpdateBeneficiaryDocument);
  async function updateBeneficiary(
    id: string,
    input: BeneficiaryInput,
    onFieldError?: FieldErrorSink<BeneficiaryFormValues>,
  ): Promise<boolean> {
    try {
      await mutate({ variables: { id, input } });
      notify.success('Beneficiary saved');
      return true;
    } catch (error) {
      const fieldError = onFieldError ? formFieldError(error, BENEFICIARY_SERVER_FIELDS) : null;
      if (fieldError && onFieldError) {
        onFieldError(fieldError.field, fieldError.message);
        notify.error('Unable to save the beneficiary: please check the marked field');
      } else {
        notify.error(`Unable to save the beneficiary: ${errorMessage(error)}`);
      }
      return false;
    }
  }
  return { updateBeneficiary, loading };
}

/** Creates a beneficiary; resolves the new id, or null after the message ('Unable to Create Beneficiary'). */
export function useCreateBeneficiary() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(CreateBeneficiaryDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'beneficiaries' });
      cache.gc();
    },
  });
  async function createBeneficiary(
    input: BeneficiaryInput,
    onFieldError?: FieldErrorSink<BeneficiaryFormValues>,
  ): Promise<string | null> {
    try {
      const { data } = await mutate({ variables: { input } });
      return data?.createBeneficiary.id ?? null;
    } catch (error) {
      const fieldError = onFieldError ? formFieldError(error, BENEFICIARY_SERVER_FIELDS) : null;
      if (fieldError && onFieldError) onFieldError(fieldError.field, fieldError.message);
      notify.alert({
        title: `Error: ${errorCode(error) ?? 'request failed'}`,
        message: `Unable to Create Beneficiary\n${errorMessage(error)}`,
      });
      return null;
    }
  }
  return { createBeneficiary, loading };
}

/** Uploads a beneficiary's document; resolves true on success. */
export function useUploadBeneficiaryDocument() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UploadBeneficiaryDocumentDocument);
  async function uploadBeneficiaryDocument(id: string, file: FileInput): Promise<boolean> {
    try {
      await mutate({ variables: { id, file } });
      notify.success('Document uploaded');
      return true;
    } catch (error) {
      notify.error(`Unable to upload the document: ${errorMessage(error)}`);
      return false;
    }
  }
  return { uploadBeneficiaryDocument, loading };
}

/** Fetches a beneficiary's document: the file, null for NOT_FOUND; other failures show and throw. */
export function useBeneficiaryDocument() {
  const client = useApolloClient();
  const notify = useNotify();
  return async function fetchBeneficiaryDocument(id: string): Promise<DownloadedFile | null> {
    try {
      const { data } = await client.query({ query: BeneficiaryDocumentDocument, variables: { id }, fetchPolicy: 'no-cache' });
      return data?.beneficiaryDocument ?? null;
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND') return null;
      notify.error(`Unable to download the document: ${errorMessage(error)}`);
      throw error;
    }
  };
}

/**
 * The Pix list manager's calls. addPixKey resolves null on success or the message to show under the
 * 'New PIX Key' field (an invalid key); set-main and delete show their own failures.
 */
export function usePixKeyMutations() {
  const notify = useNotify();
  const [add, addState] = useMutation(AddPixKeyDocument);
  const [setMain, setMainState] = useMutation(SetMainPixKeyDocument);
  const [remove, removeState] = useMutation(DeletePixKeyDocument);

  async function addPixKey(beneficiaryId: string, key: string): Promise<string | null> {
    try {
      await add({ variables: { beneficiaryId, key: key.trim() } });
      notify.success('PIX key added');
      return null;
    } catch (error) {
      const message = errorMessage(error);
      notify.error('Unable to add the PIX key');
      return message;
    }
  }

  async function setMainPixKey(pixKeyId: string): Promise<boolean> {
    try {
      await setMain({ variables: { pixKeyId } });
      notify.success('Main PIX key changed');
      return true;
    } catch (error) {
      notify.error(`Unable to set the main PIX key: ${errorMessage(error)}`);
      return false;
    }
  }

  async function deletePixKey(pixKeyId: string): Promise<boolean> {
    try {
      await remove({ variables: { pixKeyId } });
      notify.success('PIX key deleted');
      return true;
    } catch (error) {
      notify.error(`Unable to delete the PIX key: ${errorMessage(error)}`);
      return false;
    }
  }

  return {
    addPixKey,
    setMainPixKey,
    deletePixKey,
    loading: addState.loading || setMainState.loading || removeState.loading,
  };
}
