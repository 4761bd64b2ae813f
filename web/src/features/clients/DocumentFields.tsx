import MenuItem from '@mui/material/MenuItem';
import type { FormikProps } from 'formik';
import { FormikTextField } from '../../ui/FormikTextField';
import { DOCUMENT_TYPE_OPTIONS, documentTypeLabel } from './documentTypes';
import { translate } from '../../i18n';

/**
 * The Document Type select and Document Number field that the sender and beneficiary forms share
 * (docs/clients-and-beneficiaries.md#clients, #validation: both required on both forms); the number
 * stops at `numberMaxLength`, the server's limit of the record's field.
 */
export function DocumentFields<V extends { documentType: string; documentNumber: string }>({
  formik,
  required,
  numberMaxLength,
  disabled,
}: {
  formik: FormikProps<V>;
  required: { type: boolean; number: boolean };
  numberMaxLength: number;
  disabled?: boolean;
}) {
  return (
    <>
      <FormikTextField
        formik={formik}
        name="documentType"
        label={translate('people.documentType')}
        select
        required={required.type}
        disabled={disabled}
      >
        {DOCUMENT_TYPE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {documentTypeLabel(o.value)}
          </MenuItem>
        ))}
      </FormikTextField>
      <FormikTextField
        formik={formik}
        name="documentNumber"
        maxLength={numberMaxLength}
        label={translate('people.documentNumber')}
        required={required.number}
        disabled={disabled}
        autoComplete="off"
      />
    </>
  );
}
