/**
 * The catalogues against the glossary (docs/i18n.md "Glossary"): the table's Avoid column is read
 * from the page itself, so a term added there is checked at once. No Portuguese text may use an
 * avoided term; a client's address (in the US) says ZIP code and never CEP, a beneficiary's (in
 * Brazil) CEP; the shared rules' Pix key problem names the forms a key takes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_PROBLEMS } from '@agency/rules';
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

const portuguese = leaves(ptBR as Tree);
const page = readFileSync(new URL('../../../docs/i18n.md', import.meta.url), 'utf8');

/** The glossary's rows: English, Portuguese and the avoided terms, each as a pattern. */
function glossary(): { english: string; avoid: { term: string; pattern: RegExp }[] }[] {
  const section = page.slice(page.indexOf('## Glossary'), page.indexOf('\n## ', page.indexOf('## Glossary') + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('| ---'));
  return rows.map((row) => {
    const cells = row.split(' | ').map((c) => c.replace(/^\| |\s*\|$/g, '').trim());
    const avoid = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map(([, term]) => {
      const regex = /^\/(.+)\/$/.exec(term!);
      if (regex) return { term: term!, pattern: new RegExp(regex[1]!, 'u') };
      const escaped = term!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return {
        term: term!,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, term === term!.toLowerCase() ? 'iu' : 'u'),
      };
    });
    return { english: cells[0]!, avoid };
  });
}

describe('the glossary', () => {
  const rows = glossary();

  it('is on the i18n page with the domain words and what Portuguese avoids', () => {
    expect(rows.length).toBeGreaterThan(15);
    const english = rows.map((r) => r.english).join(' | ');
    for (const word of ['order', 'beneficiary', 'Pix key', 'compliance', 'ZIP code', 'Standby', 'CTR', 'structuring', 'match'])
      expect(english, word).toContain(word);
    expect(rows.flatMap((r) => r.avoid.map((a) => a.term))).toEqual(
      expect.arrayContaining(['compliance', 'correspondência', 'favorecido', 'ZIP Code']),
    );
  });

  it('is followed by every Portuguese text: none uses an avoided term', () => {
    const found: string[] = [];
    for (const { english, avoid } of rows) {
      for (const { term, pattern } of avoid) {
        for (const [key, text] of portuguese) if (pattern.test(text)) found.push(`${key}: "${text}" uses ${term} (glossary: ${english})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('says ZIP code for a client’s US address and CEP for a beneficiary’s Brazilian one', () => {
    for (const key of ['fields.zipCode', 'people.zipCode', 'csv.zipCode', 'rules.usZip', 'validation.usZip']) {
      expect(portuguese.get(key), key).toMatch(/ZIP code/);
      expect(portuguese.get(key), key).not.toMatch(/\bCEP\b/);
    }
    for (const key of ['fields.zip', 'people.zip']) expect(portuguese.get(key), key).toBe('CEP');
  });

  it('names the forms a Pix key takes when one is refused, in both languages', () => {
    for (const text of [FIELD_PROBLEMS.pixKey, portuguese.get('rules.pixKey')!]) {
      expect(text).not.toMatch(/valid Pix key|chave Pix válida/);
      for (const form of ['CPF', 'CNPJ', '+55', '98765-4321']) expect(text, form).toContain(form);
    }
  });
});
