/**
 * The worker thread of a large import's screening ahead (prescreen.ts, docs/import.md "Scale"): it
 * holds its own SanctionsIndex of the list version it is given and searches the names it is sent
 * with the function every screening uses (SanctionsIndex.search), so the similarity searches of a
 * large file run beside the main thread's reading, checking and writing.
 *
 * Messages in: `{type: 'list', listId, parties}` (build the index of that version), `{type:
 * 'screen', id, listId, threshold, names}`. Out: `{id, results}`: each name's matches, or null when
 * the version asked for is not the one held.
 */
import { parentPort } from 'node:worker_threads';
import { SanctionsIndex, type ListedParty } from '../compliance/matching.js';

/** What the import's main thread sends. */
export type ScreenWorkerRequest =
  | { type: 'list'; listId: number; parties: readonly ListedParty[] }
  | { type: 'screen'; id: number; listId: number; threshold: number; names: string[] };

let index: SanctionsIndex | null = null;
let held: number | null = null;

parentPort?.on('message', (message: ScreenWorkerRequest) => {
  if (message.type === 'list') {
    index = new SanctionsIndex(message.parties);
    held = message.listId;
    return;
  }
  const results = index && held === message.listId ? message.names.map((name) => index!.search(name, message.threshold)) : null;
  parentPort!.postMessage({ id: message.id, results });
});
