import type { ReactNode } from 'react';
import { InfoGrid } from '../orders/InfoGrid';
import { OrderSection } from '../orders/OrderSection';
import { formatUsPhone } from '../../ui/phone';
import { formatTaxId } from '../../ui/format';

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
export function ClientInfoSection({ client, title = 'Client', actions }: { client: ClientInfo; title?: string; actions?: ReactNode }) {
  return (
    <OrderSection title={title} testId="client-card" actions={actions}>
      <InfoGrid
        items={[
          { label: 'Full Name', value: client.fullName, wide: true, testId: 'client-name' },
          { label: 'CPF', value: formatTaxId(client.cpf) },
          { label: 'Telephone', value: formatUsPhone(client.telephone) },
          { label: 'Address', value: [client.streetAddress, client.zipCode].filter(Boolean).join(', '), wide: true },
          { label: 'City', value: client.city },
          { label: 'State', value: [client.state, client.country].filter(Boolean).join(', ') },
        ]}
      />
    </OrderSection>
  );
}
