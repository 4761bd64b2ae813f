/** How the reais reach a beneficiary, as one line of text (order detail, preview, receipt). */
import type { PayoutType } from '../../generated/graphql';
import { payoutTypeLabel } from '../beneficiaries/payout';
import { translate } from '../../i18n';
import { formatPixKey } from '../../ui/format';

export interface PayoutInfo {
  payoutType: PayoutType | '';
  pix?: string | null;
  bankName?: string | null;
  branch?: string | null;
  accountNumber?: string | null;
}

/**
 * 'Bank Deposit: Itaú, branch 0001, account 12345-6', 'PIX: 123.456.789-09' (the key punctuated by
 * formatPixKey), 'Zelle: value'.
 */
export function payoutText(p: PayoutInfo): string {
  if (p.payoutType === '') return '';
  const label = payoutTypeLabel(p.payoutType);
  if (p.payoutType === 'BANK_DEPOSIT') {
    const parts = [
      p.bankName,
      p.branch ? translate('payout.branch', { branch: p.branch }) : null,
      p.accountNumber ? translate('payout.account', { account: p.accountNumber }) : null,
    ].filter(Boolean);
    return parts.length > 0 ? `${label}: ${parts.join(', ')}` : label;
  }
  if (!p.pix) return label;
  return `${label}: ${p.payoutType === 'PIX' ? formatPixKey(p.pix) : p.pix}`;
}
