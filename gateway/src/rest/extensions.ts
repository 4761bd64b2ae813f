/**
 * The REST extensions a host may lack (the batch lookups, confirm, auth/me,
 * configuration/agency): a call to one is tried once per host, and a host that answers it with a
 * plain 404 (not an unknown id's) is remembered as lacking it, so later requests go straight to
 * the fallback the caller gives.
 */
import type { RestClient } from './client.js';
import { isMissingRoute } from './errors.js';

/** Extensions (by path) each REST host (per RestClient) is known to lack, so later requests skip the 404. */
const missingRoutes = new WeakMap<RestClient, Set<string>>();

/**
 * Runs `call` unless the host is known to lack `path`; null when it lacks it (learnt from a 404
 * that names no unknown id, see isMissingRoute).
 */
export async function unlessMissing<T>(client: RestClient, path: string, call: () => Promise<T>): Promise<T | null> {
  if (missingRoutes.get(client)?.has(path)) return null;
  try {
    return await call();
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    if (!missingRoutes.has(client)) missingRoutes.set(client, new Set());
    missingRoutes.get(client)!.add(path);
    return null;
  }
}
