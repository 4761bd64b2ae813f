import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import { FormikDateField, FormikTextField } from '../../ui/FormikTextField';
import { formatUsPhone } from '../../ui/phone';
import { CLIENT_FIELD_LIMITS, CLIENT_REQUIRED_FIELDS, type ClientFormValues } from './clientSchema';
import { DocumentFields } from './DocumentFields';
import { useZipLookup } from './useZipLookup';
import { translate } from '../../i18n';

/**
 * The client (sender) fields, for the client modal and the new-order sender form: required marks
 * per docs/clients-and-beneficiaries.md#validation, the US phone formatted as typed, the birthday as a calendar date ('YYYY-MM-DD',
 * no Date object in between; typed as MM/DD/YYYY in a plain text field that Tab leaves like any
 * other), and the ZIP lookup filling City and State ('Zip error!' when it fails). Each text stops at
 * the server's limit of its field (CLIENT_FIELD_LIMITS).
 */
export function ClientFields({ formik, disabled = false }: { formik: FormikProps<ClientFormValues>; disabled?: boolean }) {
  const { lookUp, zipError } = useZipLookup(({ city, state }) => {
    void formik.setFieldValue('city', city);
    void formik.setFieldValue('state', state);
  });
  const req = (name: keyof ClientFormValues) => (CLIENT_REQUIRED_FIELDS as ReadonlyArray<keyof ClientFormValues>).includes(name);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, pt: 1 }}>
      <FormikTextField
        formik={formik}
        name="fullName"
        maxLength={CLIENT_FIELD_LIMITS.fullName}
        label={translate('people.fullName')}
        required={req('fullName')}
        disabled={disabled}
        autoComplete="off"
      />
      <FormikDateField
        formik={formik}
        name="birthday"
        label={translate('people.birthday')}
        required={req('birthday')}
        disabled={disabled}
      />
      <FormikTextField
        formik={formik}
        name="cpf"
        maxLength={CLIENT_FIELD_LIMITS.cpf}
        label={translate('people.cpf')}
        required={req('cpf')}
        disabled={disabled}
        autoComplete="off"
      />
      <FormikTextField
        formik={formik}
        name="telephone"
        maxLength={CLIENT_FIELD_LIMITS.telephone}
        label={translate('people.telephone')}
        type="tel"
        placeholder="+1 (555) 123-4567"
        required={req('telephone')}
        disabled={disabled}
        format={formatUsPhone}
        autoComplete="off"
      />
      <FormikTextField
        formik={formik}
        name="streetAddress"
        maxLength={CLIENT_FIELD_LIMITS.streetAddress}
        label={translate('people.streetAddress')}
        required={req('streetAddress')}
        disabled={disabled}
        autoComplete="off"
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <FormikTextField
        formik={formik}
        name="zipCode"
        maxLength={CLIENT_FIELD_LIMITS.zipCode}
        label={translate('people.zipCode')}
        required={req('zipCode')}
        disabled={disabled}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        errorText={zipError}
        onValueChange={(value) => {
          void formik.setFieldValue('zipCode', value);
          void lookUp(value);
        }}
        onBlurCapture={() => void lookUp(formik.values.zipCode)}
      />
      <FormikTextField
        formik={formik}
        name="city"
        maxLength={CLIENT_FIELD_LIMITS.city}
        label={translate('people.city')}
        required={req('city')}
        disabled={disabled}
        autoComplete="off"
      />
      <FormikTextField
        formik={formik}
        name="state"
        maxLength={CLIENT_FIELD_LIMITS.state}
        label={translate('people.state')}
        required={req('state')}
        disabled={disabled}
        autoComplete="off"
      />
      <FormikTextField
        formik={formik}
        name="country"
        maxLength={CLIENT_FIELD_LIMITS.country}
        label={translate('people.country')}
        required={req('country')}
        disabled={disabled}
        autoComplete="off"
      />
      <DocumentFields
        formik={formik}
        required={{ type: req('documentType'), number: req('documentNumber') }}
        numberMaxLength={CLIENT_FIELD_LIMITS.documentNumber}
        disabled={disabled}
      />
    </Box>
  );
}
