/**
 * The beneficiary and Pix key calls, each owning its message (docs/clients-and-beneficiaries.md). Every mutation returns the
 * Beneficiary (with its pixKeys), which Apollo merges by id into every list and modal showing it.
 */
import { useMutation } from '@apollo/client/react';
import { BeneficiaryDocumentDocument } from './BeneficiaryDocument.generated';
import { CreateBeneficiaryDocument } from './CreateBeneficiary.generated';
import { AddPixKeyDocument, DeletePixKeyDocument, SetMainPixKeyDocument } from './PixKeyManager.generated';
import { UpdateBeneficiaryDocument } from './UpdateBeneficiary.generated';
import { UploadBeneficiaryDocumentDocument } from './UploadBeneficiaryDocument.generated';
import { errorMessage } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { useCreateRecord, useFetchDocument, useUpdateRecord, useUploadDocument } from '../../ui/recordMutations';
import { BENEFICIARY_SERVER_FIELDS } from './beneficiarySchema';
import { translate } from '../../i18n';
import { explainSanctionsMatch, screenedLabel } from '../compliance/SanctionsMatches';
import type { BeneficiaryInput } from '../../generated/graphql';

/** A possible sanctions match of the beneficiary being saved (no date of birth or country on file for one). */
const explain = explainSanctionsMatch((input: BeneficiaryInput) => ({ label: screenedLabel('beneficiary', input.fullName) }));

/** Saves a beneficiary's fields; a message naming a field goes under it. Resolves true on success. */
export function useUpdateBeneficiary() {
  const { update, loading } = useUpdateRecord(UpdateBeneficiaryDocument, {
    saved: translate('people.beneficiarySaved'),
    what: translate('people.saveBeneficiary'),
    fields: BENEFICIARY_SERVER_FIELDS,
    explain,
  });
  return { updateBeneficiary: update, loading };
}

/** Creates a beneficiary; resolves the new id, or null after the message ('Unable to Create Beneficiary'). */
export function useCreateBeneficiary() {
  const { create, loading } = useCreateRecord(CreateBeneficiaryDocument, {
    listField: 'beneficiaries',
    newId: (data) => data.createBeneficiary.id,
    failure: translate('people.createBeneficiaryFailed'),
    fields: BENEFICIARY_SERVER_FIELDS,
    explain,
  });
  return { createBeneficiary: create, loading };
}

/** Uploads a beneficiary's document; resolves true on success. */
export function useUploadBeneficiaryDocument() {
  const { upload, loading } = useUploadDocument(UploadBeneficiaryDocumentDocument);
  return { uploadBeneficiaryDocument: upload, loading };
}

/** Fetches a beneficiary's document: the file, null for NOT_FOUND; other failures show and throw. */
export function useBeneficiaryDocument() {
  return useFetchDocument(BeneficiaryDocumentDocument, (data) => data.beneficiaryDocument);
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
      notify.success(translate('people.pixAdded'));
      return null;
    } catch (error) {
      const message = errorMessage(error);
      notify.error(translate('people.addPixFailed'));
      return message;
    }
  }

  async function setMainPixKey(pixKeyId: string): Promise<boolean> {
    try {
      await setMain({ variables: { pixKeyId } });
      notify.success(translate('people.mainPixChanged'));
      return true;
    } catch (error) {
      notify.error(translate('people.mainPixFailed', { message: errorMessage(error) }));
      return false;
    }
  }

  async function deletePixKey(pixKeyId: string): Promise<boolean> {
    try {
      await remove({ variables: { pixKeyId } });
      notify.success(translate('people.pixDeleted'));
      return true;
    } catch (error) {
      notify.error(translate('people.deletePixFailed', { message: errorMessage(error) }));
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
