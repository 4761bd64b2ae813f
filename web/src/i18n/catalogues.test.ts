import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_PROBLEMS } from '@agency/rules';
import start from './en.json';
import screens from './en.screens.json';
import deferred from './en.deferred.json';
import ptBR from './pt-BR.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as 'a.b.c' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
/** Plural forms ('_one', '_other', '_many') stand for one key. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The English catalogue whole: the first download's texts, the parts of its sections fetched later, and the signed-in screens'. */
const en: Tree = {
  ...start,
  ...screens,
  auth: { ...start.auth, ...deferred.auth },
  errors: { ...start.errors, ...deferred.errors },
};
const english = leaves(en);
const portuguese = leaves(ptBR);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the message catalogues', () => {
  it("split English into the first download's sections and the screens', each section in one of them", () => {
    expect(Object.keys(start).sort()).toEqual(['auth', 'common', 'errors', 'fields', 'language', 'login']);
    expect(Object.keys(screens).filter((section) => section in start)).toEqual([]);
    // The texts fetched later are parts of en.json's sections that en.json does not have (loadDeferredTexts adds them beside).
    expect(Object.keys(deferred).sort()).toEqual(['auth', 'errors']);
    expect(Object.keys(deferred.auth).filter((part) => part in start.auth)).toEqual([]);
    expect(Object.keys(deferred.errors).filter((part) => part in start.errors)).toEqual([]);
  });

  it('have the same keys in English and Portuguese', () => {
    const a = new Set([...english.keys()].map(base));
    const b = new Set([...portuguese.keys()].map(base));
    expect([...a].filter((k) => !b.has(k))).toEqual([]);
    expect([...b].filter((k) => !a.has(k))).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    // One exception: a parameter whose value is English text (rules.mustEqual's `problem`) is left out in Portuguese.
    const englishOnly = new Set(['rules.mustEqual:problem']);
    for (const [key, text] of english) {
      const other = portuguese.get(key) ?? portuguese.get(`${base(key)}_other`);
      if (other === undefined) continue;
      const expected = placeholders(text).filter((p) => !englishOnly.has(`${key}:${p}`));
      expect({ key, placeholders: placeholders(other).filter((p) => expected.includes(p) || !englishOnly.has(`${key}:${p}`)) }).toEqual({
        key,
        placeholders: expected,
      });
    }
  });

  it('leave no Portuguese text empty', () => {
    for (const [key, text] of portuguese) expect({ key, text: text.trim() === '' }).toEqual({ key, text: false });
  });

  it("carry every shared rule's problem, the English word for word as the rules say it", () => {
    for (const [rule, sentence] of Object.entries(FIELD_PROBLEMS)) {
      expect(english.get(`rules.${rule}`)).toBe(sentence);
      expect(portuguese.has(`rules.${rule}`)).toBe(true);
    }
  });

  it('have every key the code names literally', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      // t('a.b') and translate('a.b').
      for (const m of text.matchAll(/\b(?:t|translate)\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) used.set(m[1]!, file);
      // Any quoted text that starts with a catalogue's top-level key and a dot ('nav.items.dashboard', 'csv.sender').
      for (const m of text.matchAll(/'([a-zA-Z]+)\.([\w.-]+)'/g)) if (m[1]! in en) used.set(`${m[1]}.${m[2]}`, file);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter(([key]) => !english.has(key) && !english.has(`${key}_other`)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});

describe('the screens', () => {
  /**
   * Text the screens show as it is, in any language: the receipt is bilingual by design, the
   * playground is GraphiQL's, and 'CPF', 'PIX', '#12' read the same in English and Portuguese.
   */
  const exempt = [/routes[\\/]orders[\\/]ReceiptPage\.tsx$/, /routes[\\/]playground[\\/]/];
  const sameInBothLanguages = /^(CPF|CNPJ|PIX|Zelle|ID|OK|USD|BRL)\b/;

  it('show no English text outside the catalogues (JSX text and text props)', () => {
    const found: string[] = [];
    for (const file of sourceFiles(join(__dirname, '..')).filter((f) => f.endsWith('.tsx') && !exempt.some((e) => e.test(f)))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const text = line.trim();
        if (/^(\*|\/\/|\/\*|import\b)/.test(text)) return;
        const where = `${file.slice(file.indexOf('src'))}:${i + 1}: ${text}`;
        // A line of JSX text ('Loading…', 'Unable to load: {x}'): words outside braces and tags.
        const bare = text
          .replace(/\{[^{}]*\}/g, '')
          .replace(/<[^<>]*>/g, '')
          .trim();
        const jsxText =
          /^[A-Z][a-z]+(\s+[a-z]+)+/.test(bare) && !/[=;(]|=>|^\w+:/.test(text.split('{')[0]!) && !sameInBothLanguages.test(bare);
        // >Text< on one line, values in braces included (>Order #{id}<), and text props (label="Name",
        // title="...", placeholder, aria-label, helperText).
        const inline = /(?<!=)>\s*[A-Z][a-z]+[^<>]*</.test(line) && !sameInBothLanguages.test(line.replace(/^.*?>\s*/, ''));
        const prop = /\b(label|title|placeholder|aria-label|helperText)="[^"]*[a-z]{3}[^"]*"/.test(line) && !/="[a-z]+\.[\w.]+"/.test(line);
        if (jsxText || inline || prop) found.push(where);
      });
    }
    expect(found).toEqual([]);
  });
});
