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

/** The body of the paged lists (employees, clients, recipients): page is 1-based. */
export const PageBody = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based' }),
  perPage: Type.Integer({ minimum: 1, maximum: 100 }),
});

/** The body of the batch lookups (extension, DESIGN §3): 1 to 500 ids. */
export const IdsBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 500 }),
});

/** A path param holding a positive integer id (the param's own name appears in 400 messages). */
export const PositiveId = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The tags and OpenAPI marker of an extension route (DESIGN §3). */
export function extension(tags: string[]): { tags: string[]; 'x-extension': true } {
  return { tags: [...tags, 'extension'], 'x-extension': true };
}

/** The response map of a route: its 200 reply plus the shared error shape. */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, '4xx': ErrorReply, '5xx': ErrorReply };
}
