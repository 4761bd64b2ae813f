/**
 * Where this package lives on disk, found the same way from src/ (vitest, tsx) and from dist/src/
 * (the build): walk up from this module to the folder holding rest-api's package.json.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the rest-api/ folder (the one with its package.json). Throws if not found. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the rest-api package folder (package.json with migrations/)');
    dir = parent;
  }
}

/** Absolute path of the repository root: the parent folder of rest-api/. */
export function repositoryRoot(): string {
  return dirname(packageRoot());
}

/** Absolute path of rest-api/migrations/. */
export function migrationsDir(): string {
  return join(packageRoot(), 'migrations');
}
