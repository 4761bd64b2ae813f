import { HistorySection } from '../audit/HistorySection';
import type { BeneficiaryFields_BeneficiaryFragment } from './BeneficiaryFields.generated';
import { RecordFormDialog } from '../../ui/RecordFormDialog';
import { BeneficiaryFields } from './BeneficiaryFields';
import { beneficiaryFormValues, beneficiaryInput, beneficiarySchema } from './beneficiarySchema';
import { useBeneficiaryDocument, useUpdateBeneficiary, useUploadBeneficiaryDocument } from './useBeneficiaryMutations';
import { translate } from '../../i18n';
import { useApolloClient } from '@apollo/client/react';
import { CurrentBeneficiaryDocument } from './CurrentBeneficiary.generated';

/**
 * The beneficiary modal (docs/clients-and-beneficiaries.md#screens): view and edit one beneficiary. Save sends updateBeneficiary
 * (names trimmed, the phone as digits, only the chosen payout's fields); a server message naming a
 * field shows under it. Pix keys: 'Select a PIX' and 'Manage PIX Keys'. Documents as for clients.
 */
export function BeneficiaryFormDialog({
  open,
  beneficiary,
  onClose,
}: {
  open: boolean;
  beneficiary: BeneficiaryFields_BeneficiaryFragment;
  onClose: () => void;
}) {
  const { updateBeneficiary } = useUpdateBeneficiary();
  const { uploadBeneficiaryDocument } = useUploadBeneficiaryDocument();
  const fetchBeneficiaryDocument = useBeneficiaryDocument();
  const apollo = useApolloClient();
  const reload = async () => {
    const { data } = await apollo.query({
      query: CurrentBeneficiaryDocument,
      variables: { id: beneficiary.id },
      fetchPolicy: 'network-only',
    });
    return data ? { values: beneficiaryFormValues(data.beneficiary), version: data.beneficiary.version } : null;
  };

  return (
    <RecordFormDialog
      open={open}
      title={translate('orders.beneficiaryN', { id: beneficiary.id })}
      name={beneficiary.fullName}
      initialValues={beneficiaryFormValues(beneficiary)}
      validationSchema={beneficiarySchema}
      version={beneficiary.version}
      reload={reload}
      save={(values, onFieldError, versioned) => updateBeneficiary(beneficiary.id, beneficiaryInput(values), onFieldError, versioned)}
      hasDocument={beneficiary.hasDocument}
      upload={(file) => uploadBeneficiaryDocument(beneficiary.id, file)}
      download={() => fetchBeneficiaryDocument(beneficiary.id)}
      onClose={onClose}
    >
      {(formik) => (
        <>
          <BeneficiaryFields formik={formik} beneficiary={beneficiary} />
          <HistorySection entity="recipient" id={beneficiary.id} />
        </>
      )}
    </RecordFormDialog>
  );
}
