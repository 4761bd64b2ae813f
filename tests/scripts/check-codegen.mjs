#!/usr/bin/env node
/**
 * Fails when the committed codegen output is stale: regenerates from schema/*.graphql and the
 * web's operations, then asks git whether anything under the generated folders (or a web
 * `.generated.ts`) changed or appeared; then checks README.md's Configuration table against the
 * variables' declarations (tests/scripts/config-table.ts).
 */
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The generated folders, and the web's documents generated beside each .graphql file.
const generated = ['gateway/src/generated', 'web/src/generated', ':(glob)web/src/**/*.generated.ts'];

execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: root, stdio: 'inherit' });
const status = execFileSync('git', ['status', '--porcelain', '--', ...generated], { cwd: root, encoding: 'utf8' });
if (status.trim()) {
  process.stderr.write(
    `Generated code is stale: run 'npm run codegen' and commit the result.\n${status}\n` +
      execFileSync('git', ['diff', '--stat', '--', ...generated], { cwd: root, encoding: 'utf8' }),
  );
  process.exit(1);
}
process.stdout.write('codegen: generated code is up to date\n');
// README's Configuration table is generated too, from the variables' declarations (npm run
// config:table builds @agency/rules first: a fresh clone has no dist yet).
try {
  execFileSync('npm', ['run', '-s', 'config:table', '--', '--check'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1); // the script has said why
}
