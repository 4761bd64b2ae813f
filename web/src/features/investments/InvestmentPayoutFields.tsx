import { INVESTMENT_TEXT_LIMITS } from '@agency/rules';
import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { PayoutType } from '../../generated/graphql';
import { FormikTextField } from '../../ui/FormikTextField';
import { ACCOUNT_TYPE_OPTIONS, applyPayoutType, PAYOUT_TYPE_OPTIONS, pixInputEnabled, pixInputLabel } from '../beneficiaries/payout';
import type { InvestmentPayoutValues } from './investmentChecks';
import { translate } from '../../i18n';

/** The bank fields of an investment: Bank Deposit, and Zelle too (docs/investments.md#validation: everything but PIX needs them). */
export function investmentBankFieldsEnabled(payoutType: PayoutType | ''): boolean {
  return payoutType === 'BANK_DEPOSIT' || payoutType === 'ZELLE';
}

/**
 * The Additional Information form of /investments/new and renew (docs/investments.md#statuses, #validation): Payout Type and
 * Account Type, the PIX input (the Zelle value for Zelle), the bank fields and Payment Description,
 * with the payout switches of payout.ts (applyPayoutType).
 */
export function InvestmentPayoutFields({ formik, disabled = false }: { formik: FormikProps<InvestmentPayoutValues>; disabled?: boolean }) {
  const { payoutType } = formik.values;
  const bank = investmentBankFieldsEnabled(payoutType);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, pt: 1 }}>
      <FormikTextField
        formik={formik}
        name="payoutType"
        label={translate('investments.payoutType')}
        select
        required
        disabled={disabled}
        onValueChange={(next) => void formik.setValues(applyPayoutType(formik.values, next as PayoutType | ''))}
      >
        {PAYOUT_TYPE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {translate(o.label)}
          </MenuItem>
        ))}
      </FormikTextField>
      <FormikTextField formik={formik} name="accountType" label={translate('investments.accountType')} select required disabled={disabled}>
        {ACCOUNT_TYPE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {translate(o.label)}
          </MenuItem>
        ))}
      </FormikTextField>
      <FormikTextField
        formik={formik}
        name="pix"
        maxLength={INVESTMENT_TEXT_LIMITS.pix}
        label={pixInputLabel(payoutType)}
        required={payoutType === 'PIX'}
        disabled={disabled || !pixInputEnabled(payoutType)}
        autoComplete="off"
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <FormikTextField
        formik={formik}
        name="bankName"
        maxLength={INVESTMENT_TEXT_LIMITS.bankName}
        label={translate('investments.bankName')}
        required={bank}
        disabled={disabled || !bank}
        autoComplete="off"
      />
      <FormikTextField
        formik={formik}
        name="branch"
        maxLength={INVESTMENT_TEXT_LIMITS.branch}
        label={translate('investments.branch')}
        required={bank}
        disabled={disabled || !bank}
        autoComplete="off"
      />
      <FormikTextField
        formik={formik}
        name="accountNumber"
        maxLength={INVESTMENT_TEXT_LIMITS.accountNumber}
        label={translate('investments.accountNumber')}
        required={bank}
        disabled={disabled || !bank}
        autoComplete="off"
      />
      <FormikTextField
        formik={formik}
        name="paymentDescription"
        maxLength={INVESTMENT_TEXT_LIMITS.paymentDescription}
        label={translate('investments.paymentDescription')}
        disabled={disabled}
        autoComplete="off"
      />
    </Box>
  );
}
