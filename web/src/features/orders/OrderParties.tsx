import Stack from '@mui/material/Stack';
import type { OrderDetail_OrderFragment } from '../../generated/graphql';
import { accountTypeLabel } from '../beneficiaries/payout';
import { formatBrPhone } from '../../ui/phone';
import { ClientInfoSection } from '../clients/ClientInfoSection';
import { InfoGrid } from './InfoGrid';
import { OrderSection } from './OrderSection';
import { payoutText } from './payoutText';
import { formatTaxId } from '../../ui/format';

/**
 * The client card and the beneficiary card of an order (order detail and renew, read-only): names,
 * CPF, phones formatted, address, and the payout (bank, the order's Pix key, or Zelle). `payout`
 * 'recorded' shows where this order's money goes as recorded when it was taken, as its receipt
 * prints it (order detail); 'current' the beneficiary's payout now, which a renewal will use.
 */
export function OrderParties({ order, payout = 'current' }: { order: OrderDetail_OrderFragment; payout?: 'recorded' | 'current' }) {
  const { client, beneficiary } = order;
  const pix = beneficiary.payoutType === 'PIX' ? (order.pixKey?.key ?? beneficiary.pix) : beneficiary.pix;
  const shown = payout === 'recorded' ? { ...order.deliveryMethod, payoutType: order.deliveryMethod.method } : { ...beneficiary, pix };
  return (
    <Stack spacing={2}>
      <ClientInfoSection client={client} />
      <OrderSection title="Beneficiary" testId="beneficiary-card">
        <InfoGrid
          items={[
            { label: 'Full Name', value: beneficiary.fullName, wide: true, testId: 'beneficiary-name' },
            { label: 'CPF', value: formatTaxId(beneficiary.cpf) },
            { label: 'Telephone', value: formatBrPhone(beneficiary.telephone ?? '') },
            { label: 'City', value: beneficiary.city },
            { label: 'State', value: beneficiary.state },
            { label: 'Account Type', value: accountTypeLabel(beneficiary.accountType) },
            {
              label: 'Payout',
              value: payoutText(shown),
              wide: true,
              testId: 'beneficiary-payout',
            },
          ]}
        />
      </OrderSection>
    </Stack>
  );
}
