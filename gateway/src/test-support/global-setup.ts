/**
 * Vitest global setup of the gateway project: the REST API's migrations run once per run, into an
 * in-memory PGlite dumped to a tarball ('pgliteTemplate', a path) that each test stack's REST API
 * starts from (stack.ts), instead of initdb and every migration in each suite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from '../../../rest-api/src/test-support/global-setup.js';

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'agency-gateway-tests-'));
  project.provide('pgliteTemplate', await makePgliteTemplate(folder));
  return () => rmSync(folder, { recursive: true, force: true });
}
