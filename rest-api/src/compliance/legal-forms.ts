/**
 * Company legal forms for sanctions screening (docs/compliance.md "Legal forms"): 'CECOEX, S.A.',
 * 'Cecoex SA' and 'Cecoex Sociedad Anonima' are one company. The terms come from cleanco's table
 * (the JavaScript port of the Python cleanco, by type and by country); this module adds only the
 * written-out forms that table lacks. Legal forms are dropped from an entity's name before it is
 * compared, and kept aside so the match can say the forms differed.
 */
import { cleancoTerms as cleanco } from './name-data.js';

/**
 * cleanco's countries whose terms we take: the Spanish, Portuguese, English, French, German and
 * Russian speaking ones and the places OFAC's entities are most often registered. Its lists by
 * type are not taken whole: they hold two-letter Nordic and Balkan forms ('da', 'et', 'as') that
 * are also words of people's names.
 */
const COUNTRIES = [
  'Argentina',
  'Chile',
  'Columbia',
  'Dominican Republic',
  'Ecuador',
  'Guatemala',
  'Mexico',
  'Peru',
  'Spain',
  'Portugal',
  'United Kingdom',
  'United States of America',
  'Hong Kong',
  'India',
  'Pakistan',
  'Singapore',
  'Malaysia',
  'Philippines',
  'Nigeria',
  'France',
  'Luxemborg',
  'Germany',
  'Austria',
  'Switzerland',
  'Netherlands',
  'Italy',
  'Russia',
  'Belarus',
  'Ukraine',
  'Lebanon',
  'Egypt',
  'Oman',
];
/** cleanco's types whose terms are unambiguous enough to take from every country. */
const TYPES = ['Limited Liability Limited Partnership', 'Limited Liability Partnership', 'Professional Limited Liability Company'];

/**
 * What cleanco's table lacks (checked against cleanco 1.0.2): the forms written out in full in
 * Spanish, Portuguese, Russian (transliterated), French and German, the Mexican 'S.A. de C.V.'
 * family, Brazil's own forms (cleanco's 'Brazil' entry repeats Bulgaria's), the Russian 'AO'/'PAO',
 * the English 'Joint Stock Company' family and the Gulf free-zone forms OFAC's entities carry.
 */
const OWN_TERMS = [
  'sociedad anonima',
  'sociedade anonima',
  'sociedad anonima de capital variable',
  'sa de cv',
  's de rl de cv',
  's de rl',
  'sapi de cv',
  'sab de cv',
  'sociedad limitada',
  'sociedad de responsabilidad limitada',
  'sociedade limitada',
  'sociedade empresaria limitada',
  'ltda',
  'eireli',
  'me',
  'epp',
  'cia',
  'compania',
  'companhia',
  'obshchestvo s ogranichennoy otvetstvennostyu',
  'obshchestvo s ogranichennoi otvetstvennostyu',
  'aktsionernoe obshchestvo',
  'zakrytoe aktsionernoe obshchestvo',
  'otkrytoe aktsionernoe obshchestvo',
  'publichnoe aktsionernoe obshchestvo',
  'ooo',
  'zao',
  'oao',
  'pao',
  'ao',
  'tov',
  'joint stock company',
  'closed joint stock company',
  'open joint stock company',
  'public joint stock company',
  'jsc',
  'cjsc',
  'ojsc',
  'pjsc',
  'company limited',
  'co ltd',
  'limited liability company',
  'public limited company',
  'private limited',
  'pvt ltd',
  'corporation',
  'incorporated',
  'societe anonyme',
  'societe a responsabilite limitee',
  'gesellschaft mit beschrankter haftung',
  'fze',
  'fzco',
  'fzc',
  'fz llc',
  'fz co',
  'wll',
  'sal',
];
/** Russian and Ukrainian forms stand before the name ('OOO Romashka'). */
const PREFIX_TERMS = ['ooo', 'zao', 'oao', 'pao', 'ao', 'tov', 'obshchestvo s ogranichennoy otvetstvennostyu', 'aktsionernoe obshchestvo'];

/**
 * The words of a term or a name with dotted abbreviations closed up, as in a name: 's.a. de c.v.'
 * → ['sa', 'de', 'cv'], 'co., ltd.' → ['co', 'ltd'], 'l.l.c.' → ['llc'].
 */
export function entityWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(?<![a-z])([a-z])\.\s?(?=[a-z](?![a-z]))/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function termKeys(terms: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const term of terms) {
    const key = entityWords(term).join(' ');
    if (key) out.add(key);
  }
  return out;
}

const SUFFIXES = termKeys([
  ...COUNTRIES.flatMap((c) => cleanco.terms_by_country[c] ?? []),
  ...TYPES.flatMap((t) => cleanco.terms_by_type[t] ?? []),
  ...OWN_TERMS,
]);
const PREFIXES = termKeys(PREFIX_TERMS);
/** The last word of every suffix and the first of every prefix: a name without them has no legal form. */
const SUFFIX_LAST_WORDS = new Set([...SUFFIXES].map((k) => k.slice(k.lastIndexOf(' ') + 1)));
const PREFIX_FIRST_WORDS = new Set([...PREFIXES].map((k) => k.split(' ')[0]!));
/** The longest term, in words. */
const LONGEST = Math.max(...[...SUFFIXES, ...PREFIXES].map((k) => k.split(' ').length));

/** An entity's name split into the words that name it and its legal forms. */
export interface EntityName {
  /** The words without the legal forms (at least one word: a name made only of forms keeps them). */
  core: string[];
  /** The legal forms removed, as written (joined words, in order), '' when none. */
  forms: string;
}

/**
 * Takes the legal forms off the end of an entity's words ('cecoex sa' → core ['cecoex'], forms
 * 'sa'), repeatedly ('x sa de cv', 'x co ltd', 'x trading co llc'), and the Russian ones off its
 * beginning ('ooo romashka'). The words are those of entityWords (dotted abbreviations closed up).
 */
export function splitLegalForms(words: readonly string[]): EntityName {
  // Most names end in no legal form's last word and begin with no prefix's first word: nothing to take off.
  if (words.length < 2 || (!SUFFIX_LAST_WORDS.has(words[words.length - 1]!) && !PREFIX_FIRST_WORDS.has(words[0]!))) {
    return { core: [...words], forms: '' };
  }
  const core = [...words];
  const forms: string[] = [];
  let changed = true;
  while (changed && core.length > 1) {
    changed = false;
    for (let k = Math.min(LONGEST, core.length - 1); k >= 1; k--) {
      const tail = core.slice(core.length - k).join(' ');
      if (SUFFIXES.has(tail)) {
        forms.unshift(tail);
        core.length -= k;
        changed = true;
        break;
      }
      const head = core.slice(0, k).join(' ');
      if (PREFIXES.has(head)) {
        forms.unshift(head);
        core.splice(0, k);
        changed = true;
        break;
      }
    }
  }
  return { core, forms: forms.join(' ') };
}
