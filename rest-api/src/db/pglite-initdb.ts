/**
 * Run by pglite.ts as a process of its own, with the path of an empty PGlite folder
 * (DATA_DIR/pglite) as its argument: creates the database there (PGlite's initdb) and exits 0, or
 * prints the error and exits 1. Apart because initdb leaves ~100 MB in the process that runs it
 * (compiled WebAssembly, freed malloc memory the process keeps), which the REST API would then hold
 * for its whole life (tests/perf/README.md, "The embedded database").
 */
import { PGlite } from '@electric-sql/pglite';

const folder = process.argv[2];
try {
  if (!folder) throw new Error('usage: node pglite-initdb.js <folder>');
  const pglite = new PGlite(folder);
  await pglite.waitReady;
  await pglite.close();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
