import type { ReactNode } from 'react';
import { InfoGrid } from '../orders/InfoGrid';
import { OrderSection } from '../orders/OrderSection';
import { formatUsPhone } from '../../ui/phone';
import { formatTaxId } from '../../ui/format';
import { translate } from '../../i18n';

/** The client fields a read-only client card shows. */
export interface ClientInfo {
  fullName: string;
  cpf: string;
  telephone: string;
  streetAddress?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

/**
 * The read-only client card (order detail and renew, investment detail and renew): name, CPF, phone
 * formatted, address, city and state.
 */
export function ClientInfoSection({
  client,
  title = translate('people.client'),
  actions,
}: {
  client: ClientInfo;
  title?: string;
  actions?: ReactNode;
}) {
  return (
    <OrderSection title={title} testId="client-card" actions={actions}>
      <InfoGrid
        items={[
          { label: translate('people.fullName'), value: client.fullName, wide: true, testId: 'client-name' },
          { label: translate('people.cpf'), value: formatTaxId(client.cpf) },
          { label: translate('people.telephone'), value: formatUsPhone(client.telephone) },
          { label: translate('people.address'), value: [client.streetAddress, client.zipCode].filter(Boolean).join(', '), wide: true },
          { label: translate('people.city'), value: client.city },
          { label: translate('people.state'), value: [client.state, client.country].filter(Boolean).join(', ') },
        ]}
      />
    </OrderSection>
  );
}
