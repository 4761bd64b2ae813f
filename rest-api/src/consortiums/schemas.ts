/**
 * TypeBox schemas of the consortiums domain (docs/consortiums.md, #calls): a
 * consortium {id, title} and its registers (client payments) {id, consortiumID, clientName, amount
 * (USD, 2 decimals), date}. Amounts are accepted as JSON numbers or decimal strings.
 */
import { Type, type Static } from 'typebox';
import { CalendarDate } from '../field-schemas.js';
import { PositiveId } from '../schemas.js';
import { AmountInput } from '../orders/schemas.js';

export const Consortium = Type.Object({ id: Type.Integer(), title: Type.String() }, { title: 'Consortium' });
export type Consortium = Static<typeof Consortium>;

export const ConsortiumRegister = Type.Object(
  {
    id: Type.Integer(),
    consortiumID: Type.Integer(),
    clientName: Type.String(),
    amount: Type.String({ description: 'USD, 2 decimals' }),
    date: CalendarDate(),
  },
  { title: 'ConsortiumRegister' },
);
export type ConsortiumRegister = Static<typeof ConsortiumRegister>;

/** POST /api/consortium/create. */
export const ConsortiumBody = Type.Object({
  title: Type.Optional(Type.Union([Type.String({ maxLength: 200, description: 'trimmed, not empty' }), Type.Null()])),
});
export type ConsortiumBody = Static<typeof ConsortiumBody>;

/** POST /api/consortium/register/create. */
export const RegisterBody = Type.Object({
  consortiumID: PositiveId,
  clientName: Type.Optional(Type.Union([Type.String({ maxLength: 200, description: 'required, trimmed' }), Type.Null()])),
  amount: Type.Optional(Type.Union([AmountInput('USD, > 0, at most 2 decimals'), Type.Null()])),
  date: Type.Optional(Type.Union([Type.String({ maxLength: 10, description: 'required, YYYY-MM-DD' }), Type.Null()])),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const ConsortiumReply = Type.Object({ consortium: Consortium });
export const ConsortiumsReply = Type.Object({ consortiums: Type.Array(Consortium, { description: 'by title' }) });
export const RegisterReply = Type.Object({ register: ConsortiumRegister });
export const RegistersReply = Type.Object({
  consortium: Consortium,
  registers: Type.Array(ConsortiumRegister, { description: 'by date, then id' }),
});
