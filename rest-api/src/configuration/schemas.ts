/** TypeBox schemas of the configuration routes (docs/orders.md#calls; docs/ARCHITECTURE.md#contracts): the agency's details, the fee and the exchange rate. */
import { Type } from 'typebox';

/** The agency's details (extension): name, address, phone and IANA time zone, for the sidebar and receipts. */
export const AgencyReply = Type.Object({
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  timeZone: Type.String(),
});

/** {value}: the fee ('5.00') or the exchange rate ('1.000000') as a decimal string. */
export const ConfigurationValueReply = Type.Object({ value: Type.String({ description: 'decimal string' }) });

export const FeeParams = Type.Object({ fee: Type.String({ maxLength: 40, description: 'USD, >= 0, at most 2 decimals' }) });
export const RateParams = Type.Object({ rate: Type.String({ maxLength: 40, description: '> 0, at most 6 decimals' }) });
