import { useEffect, useState } from 'react';
import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import KeyIcon from '@mui/icons-material/Key';
import ListIcon from '@mui/icons-material/List';
import type { PixKeyManager_BeneficiaryFragment } from './PixKeyManager.generated';
import type { PayoutType } from '../../generated/graphql';
import { FormikTextField } from '../../ui/FormikTextField';
import { formatBrPhone } from '../../ui/phone';
import { DocumentFields } from '../clients/DocumentFields';
import { BENEFICIARY_FIELD_LIMITS, beneficiaryRequiredFields, type BeneficiaryFormValues } from './beneficiarySchema';
import { ACCOUNT_TYPE_OPTIONS, applyPayoutType, bankFieldsEnabled, PAYOUT_TYPE_OPTIONS, pixInputEnabled, pixInputLabel } from './payout';
import { PixKeyManagerDialog } from './PixKeyManagerDialog';
import { SelectPixDialog } from './SelectPixDialog';
import { translate } from '../../i18n';

/**
 * The beneficiary fields, for the beneficiary modal and the new-order beneficiary form: required
 * marks per docs/clients-and-beneficiaries.md#validation (following the payout type), the Brazilian phone formatted as typed, and the
 * payout switches of docs/clients-and-beneficiaries.md / docs/clients-and-beneficiaries.md#payout (applyPayoutType). For PIX the key is picked with
 * 'Select a PIX' and the keys are managed with 'Manage PIX Keys' (when the beneficiary exists).
 */
export function BeneficiaryFields({
  formik,
  beneficiary,
  disabled = false,
}: {
  formik: FormikProps<BeneficiaryFormValues>;
  beneficiary?: PixKeyManager_BeneficiaryFragment | null;
  disabled?: boolean;
}) {
  const [dialog, setDialog] = useState<'select' | 'manage' | null>(null);
  const { payoutType, pix } = formik.values;
  const required = beneficiaryRequiredFields(payoutType);
  const req = (name: keyof BeneficiaryFormValues) => required.has(name);
  const mainKey = beneficiary?.pixKeys.find((k) => k.main)?.key ?? null;
  const pixEnabled = !disabled && pixInputEnabled(payoutType);
  const bankEnabled = !disabled && bankFieldsEnabled(payoutType);

  // A PIX beneficiary without a chosen key takes the main one once there is one.
  useEffect(() => {
    if (payoutType === 'PIX' && pix.trim() === '' && mainKey) void formik.setFieldValue('pix', mainKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payoutType, mainKey]);

  function choosePayout(next: string) {
    void formik.setValues(applyPayoutType(formik.values, next as PayoutType | '', { mainPixKey: mainKey }), true);
  }

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, pt: 1 }}>
        <FormikTextField
          formik={formik}
          name="fullName"
          maxLength={BENEFICIARY_FIELD_LIMITS.fullName}
          label={translate('people.fullName')}
          required={req('fullName')}
          disabled={disabled}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="cpf"
          maxLength={BENEFICIARY_FIELD_LIMITS.cpf}
          label={translate('people.cpf')}
          required={req('cpf')}
          disabled={disabled}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="telephone"
          maxLength={BENEFICIARY_FIELD_LIMITS.telephone}
          label={translate('people.telephone')}
          type="tel"
          placeholder="+55 (11) 98765-4321"
          required={req('telephone')}
          disabled={disabled}
          format={formatBrPhone}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="state"
          maxLength={BENEFICIARY_FIELD_LIMITS.state}
          label={translate('people.state')}
          required={req('state')}
          disabled={disabled}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="zip"
          maxLength={BENEFICIARY_FIELD_LIMITS.zip}
          label={translate('people.zip')}
          required={req('zip')}
          disabled={disabled}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="city"
          maxLength={BENEFICIARY_FIELD_LIMITS.city}
          label={translate('people.city')}
          required={req('city')}
          disabled={disabled}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="payoutType"
          label={translate('people.payoutType')}
          select
          required={req('payoutType')}
          disabled={disabled}
          onValueChange={choosePayout}
        >
          {PAYOUT_TYPE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {translate(o.label)}
            </MenuItem>
          ))}
        </FormikTextField>
        <FormikTextField
          formik={formik}
          name="accountType"
          label={translate('people.accountType')}
          select
          required={req('accountType')}
          disabled={disabled}
        >
          {ACCOUNT_TYPE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {translate(o.label)}
            </MenuItem>
          ))}
        </FormikTextField>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormikTextField
            formik={formik}
            name="pix"
            maxLength={BENEFICIARY_FIELD_LIMITS.pix}
            label={pixInputLabel(payoutType)}
            required={req('pix')}
            disabled={!pixEnabled}
            autoComplete="off"
          />
          {beneficiary ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<KeyIcon />}
                disabled={disabled || payoutType !== 'PIX'}
                onClick={() => setDialog('select')}
              >
                {translate('people.selectAPix')}
              </Button>
              <Button size="small" startIcon={<ListIcon />} disabled={disabled} onClick={() => setDialog('manage')}>
                {translate('people.managePixKeys')}
              </Button>
            </Stack>
          ) : null}
        </Box>
        <FormikTextField
          formik={formik}
          name="bankName"
          maxLength={BENEFICIARY_FIELD_LIMITS.bankName}
          label={translate('people.bankName')}
          required={req('bankName')}
          disabled={!bankEnabled}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="branch"
          maxLength={BENEFICIARY_FIELD_LIMITS.branch}
          label={translate('people.branch')}
          required={req('branch')}
          disabled={!bankEnabled}
          autoComplete="off"
        />
        <FormikTextField
          formik={formik}
          name="accountNumber"
          maxLength={BENEFICIARY_FIELD_LIMITS.accountNumber}
          label={translate('people.accountNumber')}
          required={req('accountNumber')}
          disabled={!bankEnabled}
          autoComplete="off"
        />
        <DocumentFields
          formik={formik}
          required={{ type: req('documentType'), number: req('documentNumber') }}
          numberMaxLength={BENEFICIARY_FIELD_LIMITS.documentNumber}
          disabled={disabled}
        />
      </Box>
      {beneficiary ? (
        <>
          <SelectPixDialog
            open={dialog === 'select'}
            onClose={() => setDialog(null)}
            pixKeys={beneficiary.pixKeys}
            selectedKey={pix}
            onSelect={(k) => void formik.setFieldValue('pix', k.key)}
          />
          <PixKeyManagerDialog open={dialog === 'manage'} onClose={() => setDialog(null)} beneficiary={beneficiary} />
        </>
      ) : null}
    </>
  );
}
