/**
 * The GraphQL SDL of the product, one file per domain, read from this folder.
 * @returns {string[]} the type definitions, in file-name order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemaDir = dirname(fileURLToPath(import.meta.url));

export function loadTypeDefs() {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(schemaDir, f), 'utf8'));
}
