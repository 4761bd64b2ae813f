/**
 * `npm run lint:openapi`: checks the OpenAPI document the REST API serves, as its readers use it.
 * 1. Spectral with the repository's .spectral.yaml (the `spectral:oas` ruleset): fails on any warning.
 * 2. openapi-typescript generates TypeScript types from it (a client generator's view).
 * 3. @omnigraph/openapi (GraphQL Mesh / Hive Gateway) turns it into a GraphQL schema that must be valid:
 *    it reads a union of literals written as anyOf of constants as an empty type, which is invalid.
 * The document is built in-process (no server, no port) and written to a temporary folder.
 * Exits 1 when either tool refuses the document.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGraphQLSchemaFromOpenAPI } from '@omnigraph/openapi';
import { validateSchema } from 'graphql';
import { openapiDocument } from './openapi-document.js';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'agency-openapi-'));
let failed = false;
try {
  const file = join(dir, 'openapi.json');
  const document = await openapiDocument();
  writeFileSync(file, JSON.stringify(document, null, 2));
  const run = (title: string, command: string, args: string[]) => {
    process.stdout.write(`${title}\n`);
    try {
      execFileSync(command, args, { stdio: 'inherit', cwd: root });
    } catch {
      failed = true;
      process.stderr.write(`${title}: FAILED\n`);
    }
  };
  run('Spectral (spectral:oas, fails on warnings)', bin('spectral'), [
    'lint',
    file,
    '--ruleset',
    join(root, '.spectral.yaml'),
    '--fail-severity',
    'warn',
  ]);
  run('openapi-typescript', bin('openapi-typescript'), [file, '--output', join(dir, 'openapi.d.ts')]);
  process.stdout.write('@omnigraph/openapi\n');
  const schema = await loadGraphQLSchemaFromOpenAPI('agency', { source: document as never, endpoint: 'http://localhost', cwd: root });
  const errors = validateSchema(schema);
  for (const error of errors) process.stderr.write(`  ${error.message}\n`);
  if (errors.length > 0) failed = true;
  process.stdout.write(
    `${errors.length === 0 ? 'valid' : 'INVALID'} GraphQL schema: ${Object.keys(schema.getTypeMap()).length} types, ${errors.length} errors\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
