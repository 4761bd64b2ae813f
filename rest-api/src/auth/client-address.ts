/**
 * The browser's address for the sign-in limits and the audit (docs/operations.md "Sign-in limits").
 * The gateway passes it in X-Forwarded-For and proves it is the gateway with the shared secret of
 * GATEWAY_SECRET in the X-Gateway-Secret header; only then is the header believed. Without the
 * secret, the address is Fastify's request.ip, which believes X-Forwarded-For only from the proxies
 * TRUST_PROXY names (none by default): any other local process is just its own address.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header the gateway sends GATEWAY_SECRET in. */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Whether request carries the gateway's secret (compared in constant time); false when none is configured. */
export function fromGateway(request: FastifyRequest, secret: string | null): boolean {
  if (!secret) return false;
  const given = request.headers[GATEWAY_SECRET_HEADER];
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The client's address: the last X-Forwarded-For entry (the one the gateway wrote) when the request
 * comes from the gateway, else request.ip.
 */
export function clientAddress(request: FastifyRequest, secret: string | null): string {
  if (fromGateway(request, secret)) {
    const header = request.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header.join(',') : header;
    const last = value
      ?.split(',')
      .map((p) => p.trim())
      .filter((p) => p.length > 0)
      .pop();
    if (last && last.length <= 64) return last;
  }
  return request.ip;
}
