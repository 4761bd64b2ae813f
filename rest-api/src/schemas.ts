/** Schemas shared by every domain: the error reply (DESIGN §3) and numeric id params. */
import { Type, type TSchema } from 'typebox';

/** The body of every 4xx/5xx reply. */
export const ErrorReply = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: "Names the failing field first on a 400, e.g. 'email: must be a valid email address'." }),
  },
  { $id: 'ErrorReply', title: 'ErrorReply' },
);

/** `{id}` in a path: a positive integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** The response map of a route: its 200 reply plus the shared error shape. */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, '4xx': ErrorReply, '5xx': ErrorReply };
}
