/**
 * One GraphQL operation over a plain `fetch` (POST /graphql, same origin), for /login, which signs
 * in without Apollo Client so the first visit stays light (docs/screens.md#weight).
 */

/** One error of a GraphQL reply, as the gateway sends it (extensions.code: docs/errors.md). */
export interface GraphQLReplyError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A reply that carried GraphQL errors (or an HTTP failure, as UNAUTHENTICATED for 401). */
export class GraphQLFailure extends Error {
  constructor(
    readonly errors: GraphQLReplyError[],
    readonly status: number,
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'GraphQLFailure';
  }

  /** The first extensions.code, or 'UNAUTHENTICATED' for an HTTP 401 without one. */
  get code(): string | undefined {
    for (const e of this.errors) if (typeof e.extensions?.['code'] === 'string') return e.extensions['code'];
    return this.status === 401 ? 'UNAUTHENTICATED' : undefined;
  }
}

/**
 * Posts `query` (an operation's text) with `variables`, and the bearer `token` when given.
 * @returns the reply's `data`.
 * @throws GraphQLFailure when the reply has errors or no data; TypeError when the network fails.
 */
export async function postGraphQL<TData, TVariables extends object>(
  query: string,
  variables: TVariables,
  token?: string | null,
): Promise<TData> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const reply = (await response.json().catch(() => ({}))) as { data?: TData | null; errors?: GraphQLReplyError[] };
  if (reply.errors?.length || !reply.data) throw new GraphQLFailure(reply.errors ?? [], response.status);
  return reply.data;
}
