/**
 * Per-request DataLoaders for clients and beneficiaries (docs/ARCHITECTURE.md#contracts): every lookup by id in one
 * GraphQL operation becomes one batch call (POST /api/client/search/ids, /api/recipient/search/ids).
 * A REST host without those extensions answers 404, and the loader falls back to parallel per-id
 * calls (GET /api/client/search/id/{id}), so the gateway still fronts it.
 */
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { Caller, RestClient } from './client.js';
import { unlessMissing } from './extensions.js';
import type { RestClient as RestClientRecord, RestRecipient } from './types.js';

interface BatchSpec {
  /** e.g. '/api/client/search/ids' */
  batchPath: string;
  /** the list key of the batch reply, e.g. 'clients' */
  batchKey: string;
  /** e.g. '/api/client/search/id/' */
  singlePath: string;
  /** the object key of the single reply, e.g. 'client' */
  singleKey: string;
}

function batchLoader<T extends { id: number }>(client: RestClient, caller: Caller, spec: BatchSpec): DataLoader<number, T> {
  const loadOne = async (id: number): Promise<T> => {
    const reply = await client.json<Record<string, T>>('GET', `${spec.singlePath}${id}`, caller);
    return reply[spec.singleKey] as T;
  };
  return new DataLoader<number, T>(
    async (ids) => {
      const reply = await unlessMissing(client, spec.batchPath, () =>
        client.json<Record<string, T[]>>('POST', spec.batchPath, caller, { ids }),
      );
      if (reply) {
        const byId = new Map((reply[spec.batchKey] ?? []).map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? notFound(spec.singleKey, id));
      }
      return Promise.all(
        ids.map((id) => loadOne(id).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))),
      );
    },
    { maxBatchSize: 500 },
  );
}

function notFound(kind: string, id: number): GraphQLError {
  const label = kind === 'client' ? 'Client' : 'Beneficiary';
  return new GraphQLError(`${label} ${id} not found`, { extensions: { code: 'NOT_FOUND' } });
}

export interface Loaders {
  client: DataLoader<number, RestClientRecord>;
  recipient: DataLoader<number, RestRecipient>;
}

/** New loaders for one request (never shared: each caller sees what their own token may see). */
export function createLoaders(client: RestClient, caller: Caller): Loaders {
  return {
    client: batchLoader<RestClientRecord>(client, caller, {
      batchPath: '/api/client/search/ids',
      batchKey: 'clients',
      singlePath: '/api/client/search/id/',
      singleKey: 'client',
    }),
    recipient: batchLoader<RestRecipient>(client, caller, {
      batchPath: '/api/recipient/search/ids',
      batchKey: 'recipients',
      singlePath: '/api/recipient/search/id/',
      singleKey: 'recipient',
    }),
  };
}
