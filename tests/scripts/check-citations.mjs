#!/usr/bin/env node
// Fails (exit 1) when a file of the workspaces still cites a document that is not in the
// repository (the old specs "01"/"02" by section, the design and style notes), listing each as
// file:line. Code comments cite docs/ pages instead (docs/ARCHITECTURE.md#conventions). Part of
// `npm run lint`.
//
//   node check-citations.mjs [repo-root]     (default: the current folder)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const ROOTS = ['rest-api', 'gateway', 'web', 'schema', 'rules', 'tests', 'codegen.ts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.sql', '.graphql', '.yaml'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', '.turbo', 'coverage', 'data']);
// The rewrite script and this one name the old citations in their own text.
const SKIP_FILES = new Set(['rewrite-citations.mjs', 'check-citations.mjs']);

// "spec 01 §3", "spec 02", "specs 01/02", "DESIGN §8", "DESIGN.md", "STYLE", "01 §5", a bare "§5".
const OLD_CITATION =
  /\bspecs?\s*0?[12](?![\d/])(?:\s*§\s*\d+)?|\bspecs?\s+01\s*\/\s*0?2\b(?:\s*§\s*\d+)?|\bDESIGN(?:\.md)?\b(?:\s*§\s*\d+)?|\bSTYLE(?:\.md)?\b|(?<![\w/.#-])0[12]\s*§\s*\d+|(?<![\w])§\s*\d+/g;

function listFiles(root) {
  const out = [];
  const walk = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    const base = path.split(sep).pop();
    if (st.isDirectory()) {
      if (SKIP_DIRS.has(base)) return;
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else if (EXTENSIONS.some((e) => path.endsWith(e)) && !SKIP_FILES.has(base)) out.push(path);
  };
  for (const r of ROOTS) walk(join(root, r));
  return out;
}

const root = process.argv[2] ?? '.';
const found = [];
for (const path of listFiles(root)) {
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(OLD_CITATION)) {
      found.push(`${relative(root, path).split(sep).join('/')}:${i + 1}: ${m[0]}  | ${line.trim().slice(0, 120)}`);
    }
  });
}
if (found.length) {
  console.error(`${found.length} citation(s) of documents outside the repository; cite docs/ instead:`);
  for (const f of found) console.error('  ' + f);
  process.exit(1);
}
console.log('citations: every reference points into docs/');
