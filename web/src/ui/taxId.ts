/**
 * The CPF/CNPJ field of the client and beneficiary forms: the rule is the server's own
 * (canonicalTaxId of @agency/rules); this is the message the forms show under the field.
 */
import { translate } from '../i18n';

/** The message under the CPF field, as the server words it. */
export const TAX_ID_PROBLEM = (): string => translate('validation.taxId');
