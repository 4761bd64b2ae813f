/**
 * The OpenAPI document the REST API serves at /api/docs/json, built in-process (in-memory PGlite,
 * no port) so tools can read it without a running server.
 *
 * `openapiDocument()` returns the document; run as a script, `tsx rest-api/scripts/openapi-document.ts FILE`
 * writes it to FILE as JSON (stdout when FILE is absent).
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

/** Builds the app on an in-memory database, reads its served document and closes it. */
export async function openapiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    ADMIN_EMAIL: 'docs@agency.local',
    ADMIN_PASSWORD: 'openapi-document-only-password',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false, print: () => undefined });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}: ${res.body}`);
    return res.json();
  } finally {
    await app.close(); // closes the database it opened
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const json = `${JSON.stringify(await openapiDocument(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) await writeFile(file, json);
  else process.stdout.write(json);
}
