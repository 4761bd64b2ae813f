/**
 * Whether a request carries a live session token (docs/graphql-limits.md): the gateway asks the
 * REST API once (GET /api/auth/me through the data source) and remembers the answer for a while,
 * so the larger body limit and introspection are open to signed-in callers only, without a REST
 * call per request. The REST API still checks the token on every call it serves; this answer only
 * decides the gateway's own limits.
 */
import { hash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Milliseconds a token the REST API accepted counts as signed in (a token signed out elsewhere keeps the larger limits at most this long). */
export const SIGNED_IN_TTL_MS = 30_000;
/** Milliseconds a refused token is remembered, so a flood of one bad token costs one REST call. */
const REFUSED_TTL_MS = 5_000;
/** Tokens remembered, least recently used dropped. */
const TOKENS_KEPT = 10_000;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(authorization: string | null | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
}

/** The key a header is remembered by: its sha256 (one-shot `crypto.hash`, no Hash object per request). */
const keyOf = (authorization: string) => hash('sha256', authorization, 'base64');

/** What the REST API says of a token: a live session, refused, or it could not be asked (down). */
export type TokenStatus = 'signed-in' | 'refused' | 'unknown';

/**
 * Answers "is this Authorization header a live session?" by calling `ask` (which resolves when the
 * REST API accepts the header and rejects otherwise) and remembering the answer by the header's
 * sha256: accepted for SIGNED_IN_TTL_MS, refused (UNAUTHENTICATED or FORBIDDEN) for 5 s. Any other
 * failure (REST down) is 'unknown' and is not remembered.
 */
export class SignedInCheck {
  private readonly known = new LRUCache<string, TokenStatus>({ max: TOKENS_KEPT });
  private readonly pending = new Map<string, Promise<TokenStatus>>();

  constructor(private readonly ask: (authorization: string) => Promise<unknown>) {}

  /** What the REST API says of `authorization` (no header, or not a bearer token: 'refused'). Never throws. */
  async status(authorization: string | null | undefined): Promise<TokenStatus> {
    if (!authorization || !bearerTokenOf(authorization)) return 'refused';
    const key = keyOf(authorization);
    const known = this.known.get(key);
    if (known !== undefined) return known;
    let answer = this.pending.get(key);
    if (!answer) {
      answer = this.ask(authorization).then(
        (): TokenStatus => {
          this.known.set(key, 'signed-in', { ttl: SIGNED_IN_TTL_MS });
          return 'signed-in';
        },
        (error: unknown): TokenStatus => {
          const code = error instanceof GraphQLError ? error.extensions.code : undefined;
          if (code !== 'UNAUTHENTICATED' && code !== 'FORBIDDEN') return 'unknown';
          this.known.set(key, 'refused', { ttl: REFUSED_TTL_MS });
          return 'refused';
        },
      );
      this.pending.set(key, answer);
      void answer.finally(() => this.pending.delete(key));
    }
    return answer;
  }

  /**
   * What is remembered of `authorization` now, without asking the REST API: 'signed-in' or
   * 'refused' while remembered, undefined otherwise (then ask with status()). The hooks of /graphql
   * take this synchronous path for every request of a signed-in clerk.
   */
  remembered(authorization: string | null | undefined): TokenStatus | undefined {
    if (!authorization) return undefined;
    return this.known.get(keyOf(authorization));
  }

  /** True when `authorization` is a bearer token the REST API accepts. Never throws. */
  async isSignedIn(authorization: string | null | undefined): Promise<boolean> {
    return (await this.status(authorization)) === 'signed-in';
  }

  /** Remembers `authorization` as live without asking (a token the REST API has just handed out at sign-in). */
  remember(authorization: string): void {
    this.known.set(keyOf(authorization), 'signed-in', { ttl: SIGNED_IN_TTL_MS });
  }

  /** Forgets a header (after its logout), so it counts as anonymous at once. */
  forget(authorization: string | null | undefined): void {
    if (authorization) this.known.delete(keyOf(authorization));
  }
}
