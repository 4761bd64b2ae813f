#!/usr/bin/env node
// Fails (exit 1), listing each as file:line, when a file of the workspaces or docs/:
// - still cites a document that is not in the repository (the old specs "01"/"02" by section, the
//   design and style notes, a path outside the repository such as ../shared/);
// - cites a docs/ page that does not exist, or a section of one that does not: `docs/x.md#anchor`
//   (and the `, #other` anchors after it), `docs/x.md "Heading"`, `docs/x.md § Heading`, and in the
//   docs' own Markdown links `[text](x.md#anchor)` and `[text](#anchor)`.
// An anchor is a heading's GitHub slug or an `<a id="...">`; a quoted or § section is a heading's text
// or a run-in section's bold label ('- **Formats**: ...').
// Code comments cite docs/ pages (docs/ARCHITECTURE.md#conventions). Part of `npm run lint`.
//
//   node check-citations.mjs [repo-root]     (default: the current folder)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const ROOTS = ['rest-api', 'gateway', 'web', 'schema', 'rules', 'tests', 'codegen.ts', 'docs', 'README.md'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.sql', '.graphql', '.yaml', '.md'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', '.turbo', 'coverage', 'data']);
// The rewrite script, this one and its test name the old and broken citations in their own text; the changelog of
// dependencies and generated reports are not ours.
const SKIP_FILES = new Set(['rewrite-citations.mjs', 'check-citations.mjs', 'check-citations.test.ts', 'CHANGELOG.md']);

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

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors and heading texts of each docs page, by its path from the root ('docs/orders.md'). */
const pages = new Map();
function pageOf(path) {
  if (pages.has(path)) return pages.get(path);
  const file = join(root, path);
  let page = null;
  if (existsSync(file) && statSync(file).isFile()) {
    const anchors = new Set();
    const headings = new Set();
    const seen = new Map();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) fenced = !fenced;
      if (fenced) continue;
      const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (h) {
        const text = h[1].replace(/<a id="[^"]*"><\/a>/g, '').trim();
        headings.add(text.replace(/`/g, '').toLowerCase());
        const base = slug(text);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        anchors.add(n === 0 ? base : `${base}-${n}`);
      }
      // A run-in section: a paragraph or list item that opens with a bold label ('- **Formats**: ...').
      const label = /^\s*(?:[-*]\s+|\d+\.\s+)?\*\*([^*]+?)\*\*/.exec(line);
      if (label) headings.add(label[1].replace(/[.:]$/, '').replace(/`/g, '').toLowerCase());
      for (const m of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
    }
    page = { anchors, headings };
  }
  pages.set(path, page);
  return page;
}

/** The problem with a citation of `path` (from the root) and its section, or null when both exist. */
function problemOf(path, anchors, heading) {
  const target = normalize(path).split(sep).join('/');
  if (target.endsWith('/')) return existsSync(join(root, target)) ? null : `no folder ${target}`;
  const page = pageOf(target);
  if (!page) return `no page ${target}`;
  for (const anchor of anchors) if (!page.anchors.has(anchor.toLowerCase())) return `no section #${anchor} in ${target}`;
  if (heading && !page.headings.has(heading.trim().replace(/`/g, '').toLowerCase())) return `no section "${heading}" in ${target}`;
  return null;
}

// docs/x.md, then #anchor (with ", #more" after it), a "Quoted heading" or a § Heading.
const DOC_CITATION =
  /(?<![\w/.-])(docs\/[\w./-]*?(?:\.md|\/))(?:#([\w-]+)((?:,\s*#[\w-]+)*))?(?:\s+"([^"]+)"|\s*§\s*([A-Z][\w' -]*[\w]))?/g;
// A Markdown link inside docs/: [text](target.md#anchor) or [text](#anchor).
const MD_LINK = /\]\((?!https?:|mailto:)([^)\s#]*)(?:#([^)\s]+))?\)/g;

const found = [];
const brokenLinks = [];
for (const path of listFiles(root)) {
  const rel = relative(root, path).split(sep).join('/');
  const lines = readFileSync(path, 'utf8').split('\n');
  const markdown = rel.endsWith('.md');
  lines.forEach((line, i) => {
    const at = `${rel}:${i + 1}`;
    for (const m of line.matchAll(OLD_CITATION)) found.push(`${at}: ${m[0]}  | ${line.trim().slice(0, 120)}`);
    if (/(?:\.\.\/)+shared\/(?:DESIGN|spec)|\/work\/shared\//.test(line))
      found.push(`${at}: a document outside the repository  | ${line.trim().slice(0, 120)}`);
    for (const m of line.matchAll(DOC_CITATION)) {
      const anchors = [m[2], ...(m[3] ?? '').split(',').map((a) => a.trim().replace(/^#/, ''))].filter(Boolean);
      const problem = problemOf(m[1], anchors, m[4] ?? m[5]);
      if (problem) brokenLinks.push(`${at}: ${problem}  | ${line.trim().slice(0, 120)}`);
    }
    if (markdown) {
      for (const m of line.matchAll(MD_LINK)) {
        const [, target, anchor] = m;
        if (target && !target.endsWith('.md') && !target.endsWith('/')) continue;
        const page = target ? join(dirname(rel), target) : rel;
        const problem = problemOf(page, anchor ? [anchor] : [], null);
        if (problem) brokenLinks.push(`${at}: ${problem}  | ${line.trim().slice(0, 120)}`);
      }
    }
  });
}
if (found.length) {
  console.error(`${found.length} citation(s) of documents outside the repository; cite docs/ instead:`);
  for (const f of found) console.error('  ' + f);
}
if (brokenLinks.length) {
  console.error(`${brokenLinks.length} citation(s) of a docs/ page or section that does not exist:`);
  for (const f of brokenLinks) console.error('  ' + f);
}
if (found.length || brokenLinks.length) process.exit(1);
console.log('citations: every reference points into docs/, at a page and section that exist');
