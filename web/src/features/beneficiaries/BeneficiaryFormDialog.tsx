import { useId } from 'react';
import { useFormik } from 'formik';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BeneficiaryFields_BeneficiaryFragment } from '../../generated/graphql';
import { DocumentActions } from '../../ui/DocumentActions';
import { BeneficiaryFields } from './BeneficiaryFields';
import { beneficiaryFormValues, beneficiaryInput, beneficiarySchema, type BeneficiaryFormValues } from './beneficiarySchema';
import { useBeneficiaryDocument, useUpdateBeneficiary, useUploadBeneficiaryDocument } from './useBeneficiaryMutations';
import { SaveCancelButtons } from '../../ui/SaveCancelButtons';

/**
 * The beneficiary modal (spec 01 §2): view and edit one beneficiary. Save sends updateBeneficiary
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
  const titleId = useId();
  const { updateBeneficiary } = useUpdateBeneficiary();
  const { uploadBeneficiaryDocument } = useUploadBeneficiaryDocument();
  const fetchBeneficiaryDocument = useBeneficiaryDocument();

  const formik = useFormik<BeneficiaryFormValues>({
    initialValues: beneficiaryFormValues(beneficiary),
    validationSchema: beneficiarySchema,
    onSubmit: async (values, helpers) => {
      const saved = await updateBeneficiary(beneficiary.id, beneficiaryInput(values), (field, message) => {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      });
      if (saved) onClose();
    },
  });

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>
          Beneficiary #{beneficiary.id}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {beneficiary.fullName}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <BeneficiaryFields formik={formik} beneficiary={beneficiary} />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <DocumentActions
            name={beneficiary.fullName}
            hasDocument={beneficiary.hasDocument}
            upload={(file) => uploadBeneficiaryDocument(beneficiary.id, file)}
            download={() => fetchBeneficiaryDocument(beneficiary.id)}
          />
          <SaveCancelButtons submitting={formik.isSubmitting} onCancel={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
