/**
 * Each suite's in-memory PGlite as a copy of the run's migrated template (made once by the
 * project's global setup, global-setup.ts): loading the tarball skips initdb and every migration,
 * seconds per suite on a 2-core host (tests/README.md).
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createPgliteDatabase, type PgliteDatabase } from '../db/pglite.js';

let template: Promise<Blob> | undefined;

/** A new in-memory PGlite holding the migrated template and no data; the caller closes it. */
export async function templatePglite(): Promise<PgliteDatabase> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return createPgliteDatabase('memory://', { loadDataDir: await template });
}
