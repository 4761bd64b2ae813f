import Stack from '@mui/material/Stack';
import type { OrderDetail_OrderFragment } from './orders.generated';
import type { AccountType } from '../../generated/graphql';
import { accountTypeLabel, type PayoutFields } from '../beneficiaries/payout';
import { formatBrPhone } from '../../ui/phone';
import { ClientInfoSection } from '../clients/ClientInfoSection';
import { InfoGrid } from './InfoGrid';
import { OrderSection } from './OrderSection';
import { payoutText } from './payoutText';
import { formatTaxId } from '../../ui/format';
import { translate } from '../../i18n';

/** A payout to show on the beneficiary card: where the money goes, and the account type. */
export interface OrderPayout extends PayoutFields {
  accountType: AccountType;
}

/** Where this order's money goes, as recorded when it was taken: what its receipt prints (order detail). */
export function recordedPayout(order: OrderDetail_OrderFragment): OrderPayout {
  const d = order.deliveryMethod;
  return {
    payoutType: d.method,
    accountType: d.accountType,
    pix: d.pix ?? '',
    bankName: d.bankName ?? '',
    branch: d.branch ?? '',
    accountNumber: d.accountNumber ?? '',
  };
}

/** The beneficiary's payout now, with this order's Pix key: what a renewal of it will use. */
export function currentPayout(order: OrderDetail_OrderFragment): OrderPayout {
  const b = order.beneficiary;
  return {
    payoutType: b.payoutType,
    accountType: b.accountType,
    pix: (b.payoutType === 'PIX' ? order.pixKey?.key : null) ?? b.pix ?? '',
    bankName: b.bankName ?? '',
    branch: b.branch ?? '',
    accountNumber: b.accountNumber ?? '',
  };
}

/**
 * The client card and the beneficiary card of an order (order detail and renew, read-only): names,
 * CPF, phones formatted, address, and `payout` (recordedPayout on the order's page, currentPayout
 * on the renew page).
 */
export function OrderParties({ order, payout }: { order: OrderDetail_OrderFragment; payout: OrderPayout }) {
  const { client, beneficiary } = order;
  return (
    <Stack spacing={2}>
      <ClientInfoSection client={client} />
      <OrderSection title={translate('orders.beneficiary')} testId="beneficiary-card">
        <InfoGrid
          items={[
            { label: translate('orders.fullName'), value: beneficiary.fullName, wide: true, testId: 'beneficiary-name' },
            { label: translate('orders.cpf'), value: formatTaxId(beneficiary.cpf) },
            { label: translate('orders.telephone'), value: formatBrPhone(beneficiary.telephone ?? '') },
            { label: translate('orders.city'), value: beneficiary.city },
            { label: translate('orders.state'), value: beneficiary.state },
            { label: translate('orders.accountType'), value: accountTypeLabel(payout.accountType) },
            {
              label: translate('orders.payout'),
              value: payoutText(payout),
              wide: true,
              testId: 'beneficiary-payout',
            },
          ]}
        />
      </OrderSection>
    </Stack>
  );
}
