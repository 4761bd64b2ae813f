/**
 * `npm run config:table`: prints the Markdown table of every environment variable of the gateway,
 * `npm start` and the REST API, from their declarations (docs/operations.md#configuration).
 * `-- --write` puts it into README.md between the config-table markers; `--check` exits 1 when
 * README.md's table differs (run by `npm run lint` and `npm run codegen:check`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configTable, configTableIsCurrent, withConfigTable } from '@agency/rules/config';
import { GATEWAY_VARIABLES, LAUNCHER_VARIABLES } from '../../gateway/src/config.js';
import { REST_API_VARIABLES } from '../../rest-api/src/config.js';

const readmePath = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md');
const table = configTable([GATEWAY_VARIABLES, LAUNCHER_VARIABLES, REST_API_VARIABLES]);
const mode = process.argv[2];

if (mode === '--write') {
  writeFileSync(readmePath, withConfigTable(readFileSync(readmePath, 'utf8'), table));
  process.stdout.write('config:table: README.md updated\n');
} else if (mode === '--check') {
  if (!configTableIsCurrent(readFileSync(readmePath, 'utf8'), table)) {
    process.stderr.write("README.md's Configuration table is stale: run 'npm run config:table -- --write' and commit the result.\n");
    process.exit(1);
  }
  process.stdout.write('config:table: README.md is up to date\n');
} else {
  process.stdout.write(table);
}
