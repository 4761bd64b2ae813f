/**
 * The run's migrated PGlite data folder, for the suites that start the REST API on an embedded
 * database of their own (the end-to-end stacks, the fuzz suites, the kill -9 test). The tests
 * project's global setup (e2e/support/global-setup.ts) makes it once, on the first request, with
 * every migration applied and no rows; a suite copies it into its DATA_DIR before the first start,
 * which then skips initdb and the migrations (about 5 s of CPU per start on this 2-core machine,
 * tests/README.md) and creates the administrator as a first start does. The first start on an empty
 * folder stays tested where it is the subject (tests/ops/, and the REST API's own suites).
 */
import { cpSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The global setup's address that answers POST with the migrated folder's path (JSON {path}), or null outside its run. */
    pgliteFolder: string | null;
  }
}

/** The template's path, asked once per test file. */
let template: Promise<string | null> | undefined;

async function templatePath(): Promise<string | null> {
  let url: string | null = null;
  try {
    url = inject('pgliteFolder') ?? null;
  } catch {
    return null; // not in a vitest worker (a benchmark, a script)
  }
  if (!url) return null;
  const response = await fetch(url, { method: 'POST' });
  if (!response.ok) throw new Error(`the migrated PGlite folder was not made: ${await response.text()}`);
  return ((await response.json()) as { path: string }).path;
}

/**
 * Fills `dataDir` (a DATA_DIR that does not exist yet) with a copy of the run's migrated PGlite
 * folder. Returns false, copying nothing, outside a run of the tests project: the server's first
 * start then runs initdb and the migrations itself.
 * @throws when the global setup could not make the folder.
 */
export async function seedDataDir(dataDir: string): Promise<boolean> {
  template ??= templatePath();
  const path = await template;
  if (!path) return false;
  cpSync(path, dataDir, { recursive: true, errorOnExist: true, force: false });
  return true;
}
