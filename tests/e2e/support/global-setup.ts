/**
 * Vitest global setup of the tests project: a stack broker on loopback ('stackBroker'). A suite's
 * startStack(env) POSTs its env; the broker starts one `npm start` per distinct env on first request
 * (./stack.ts launchStack) and answers every suite asking for it with the same stack, which it stops
 * when the run ends. Starting the product once instead of once per suite is most of what keeps the
 * end-to-end suites within their time (tests/README.md).
 *
 * It also makes the run's migrated PGlite folder ('pgliteFolder', ../../support/pglite-folder.ts) on
 * the first request, and deletes it when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../../rest-api/src/db/migrate.js';
import { createPgliteDatabase } from '../../../rest-api/src/db/pglite.js';
import { launchStack, type SharedStack } from './stack.js';

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** A PGlite data folder (DATA_DIR) in `root` with every migration applied and no rows; returns its path. */
async function migratedFolder(root: string): Promise<string> {
  const dataDir = join(root, 'data');
  const db = await createPgliteDatabase(dataDir);
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
  return dataDir;
}

export default async function setup(project: TestProject) {
  const stacks = new Map<string, ReturnType<typeof launchStack>>();
  const templateRoot = mkdtempSync(join(tmpdir(), 'agency-pglite-template-'));
  let template: Promise<string> | undefined;
  const server = createServer((request, response) => {
    void (async () => {
      try {
        if (request.url === '/pglite-folder') {
          template ??= migratedFolder(templateRoot);
          // A failure is answered to every suite asking: they fail with its message.
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: await template }));
          return;
        }
        const env = JSON.parse(await body(request)) as Record<string, string>;
        const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
        let started = stacks.get(key);
        if (!started) {
          started = launchStack(env);
          stacks.set(key, started);
          // A start that failed is tried again by the next suite asking, not answered from here forever.
          started.catch(() => stacks.delete(key));
        }
        const { baseUrl, restUrl, adminEmail, adminPassword, logPath } = await started;
        const reply: SharedStack = { baseUrl, restUrl, adminEmail, adminPassword, logPath };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  // A shared start waits for a build and a first database: longer than Node's default request timeouts.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.provide('stackBroker', `${base}/stack`);
  project.provide('pgliteFolder', `${base}/pglite-folder`);

  return async () => {
    await new Promise((r) => server.close(r));
    await Promise.all([...stacks.values()].map((started) => started.then((stack) => stack.stop()).catch(() => undefined)));
    rmSync(templateRoot, { recursive: true, force: true });
  };
}
