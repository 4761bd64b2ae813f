/**
 * Name matching for OFAC sanctions screening (31 CFR 501; docs/compliance.md "How names are
 * compared"). A screened name is read as the list's names are (name-normalisation.ts: invisible
 * characters, look-alike letters, other scripts, accents), entities without their legal forms
 * (legal-forms.ts), and compared word with word in any order, two words written as one and one as
 * two both tried, each pair by Jaro-Winkler (package jaro-winkler) over the words' transliteration
 * folds. Every word of both names must be paired, except one given, middle or patronymic name of a
 * listed person when the words that remain are not all common ones (name-commonness.ts). Each match
 * says why it matched (`reason`). Pure: no database, no clock.
 */
import jaroWinkler from 'jaro-winkler';
import { splitLegalForms } from './legal-forms.js';
import { MATCH_REASONS, type MatchReason } from '@agency/rules';
import { isCommonNameWord } from './name-commonness.js';
import { foldVariants, PARTICLES, readName, readNameBothWays } from './name-normalisation.js';

export { MATCH_REASONS, type MatchReason };

/** Two words are paired only from this Jaro-Winkler similarity on (words of 4 letters or more). */
const WORD_MINIMUM = 0.85;
/** A word written as two (or two as one) is paired only from this similarity. */
const JOINED_MINIMUM = 0.92;
/** Words of up to this many letters pair only when equal (after the transliteration folds). */
const SHORT_WORD = 3;
/** How many screened words' pairings an index remembers (pairedWords) before it forgets them all. */
const PAIRED_MEMORY = 100_000;
/** A match with a word missing scores its words' similarity times this. */
const MISSING_WORD_FACTOR = 0.95;

/**
 * The comparable form of a name as before: its words (accents, case, punctuation, invisible
 * characters removed; other scripts transliterated) sorted and joined by one space.
 * 'MALDONADO, Ernesto Ruiz' → 'ernesto maldonado ruiz'; '' for a name with no letters or digits.
 */
export function normaliseName(name: string): string {
  return [...(readName(name)[0]?.words ?? [])].sort().join(' ');
}

/** One listed party as the matcher sees it. */
export interface ListedParty {
  entNum: number;
  /** The SDN name as published ('MALDONADO, Ernesto Ruiz'). */
  name: string;
  /** The sanctions programs, e.g. 'SDNT' or 'SDGT, IRGC'. */
  program: string;
  /** Its aliases (alt.csv) as published. */
  aliases: readonly string[];
  /**
   * sdn.csv's SDN_Type: 'individual', 'vessel', 'aircraft'; 'entity' where OFAC leaves it empty.
   * Undefined: the name is compared both as a person's and as an entity's.
   */
  kind?: 'individual' | 'entity' | 'vessel' | 'aircraft';
  /** From the SDN remarks as published ('10 Dec 1948; alt. 1967'). */
  dateOfBirth?: string;
  /** From the SDN remarks ('Russia'). */
  nationality?: string;
}

/** A listed party a screened name may be: score 0..1 with 3 decimals, and why it matched. */
export interface SanctionsMatch {
  entNum: number;
  name: string;
  program: string;
  score: number;
  reason: MatchReason[];
  dateOfBirth?: string;
  nationality?: string;
}

/** One comparable form of a name: a person's (every word) or an entity's (legal forms aside). */
interface NameForm {
  /** Words other than particles, in written order, as read. */
  words: string[];
  /** The same with the transliteration variants folded (foldVariants). */
  folded: string[];
  /** The particles, joined (al, bin, de...). */
  particles: string;
  /** An entity's legal forms as written, '' for a person. */
  legalForms: string;
  entity: boolean;
  lookalike: boolean;
  transliterated: boolean;
  /**
   * A listed person's: the index in `words` from which the words are given names (after the
   * comma of 'SURNAME, Given Middle'); -1 when the name has no comma.
   */
  givenFrom: number;
  /** Its words and adjacent pairs of words joined (unitsOf), computed once. */
  units: Unit[];
}

function formOf(words: readonly string[], entity: boolean, lookalike: boolean, transliterated: boolean, givenFrom = -1): NameForm {
  let legalForms = '';
  let kept = words;
  if (entity) {
    const split = splitLegalForms(words);
    kept = split.core;
    legalForms = split.forms;
  }
  const named = kept.filter((w) => !PARTICLES.has(w));
  // A name made only of particles ('De La') keeps them as its words.
  const own = named.length > 0 ? named : [...kept];
  const form: Omit<NameForm, 'units'> = {
    words: own,
    folded: own.map(foldVariants),
    particles: kept.filter((w) => PARTICLES.has(w)).join(' '),
    legalForms,
    entity,
    lookalike,
    transliterated,
    givenFrom,
  };
  return { ...form, units: unitsOf(form) };
}

/** The forms a screened name is compared under: as a person's and as an entity's, per reading. */
function queryForms(name: string): { person: NameForm[]; entity: NameForm[] } {
  const readings = readNameBothWays(name);
  const person = readings.person.filter((r) => r.words.length > 0).map((r) => formOf(r.words, false, r.lookalike, r.transliterated));
  const entity = readings.entity
    .filter((r) => r.words.length > 0)
    .map((r, i) => {
      // Without a legal form (most names) the entity's words are the person's: their folds and units are shared.
      const same = readings.entity === readings.person ? person[i] : undefined;
      return same && splitLegalForms(r.words).forms === ''
        ? { ...same, entity: true }
        : formOf(r.words, true, r.lookalike, r.transliterated);
    });
  return { person, entity };
}

/** The forms a listed name is compared under, by the party's kind. */
function listedForms(name: string, kind: ListedParty['kind']): NameForm[] {
  const forms: NameForm[] = [];
  if (kind === undefined || kind === 'individual') {
    const comma = name.indexOf(',');
    const reading = readName(name)[0];
    if (reading && reading.words.length > 0) {
      let givenFrom = -1;
      if (comma > 0) {
        const surnames = readName(name.slice(0, comma))[0]?.words ?? [];
        givenFrom = surnames.filter((w) => !PARTICLES.has(w)).length;
      }
      forms.push(formOf(reading.words, false, false, reading.transliterated, givenFrom));
    }
  }
  if (kind !== 'individual') {
    const reading = readName(name, { abbreviations: true })[0];
    if (reading && reading.words.length > 0) forms.push(formOf(reading.words, true, false, reading.transliterated));
  }
  return forms;
}

/** A word or two adjacent words joined, of one side of a comparison. */
interface Unit {
  from: number;
  to: number;
  folded: string;
  raw: string;
}

function unitsOf(form: Pick<NameForm, 'words' | 'folded'>): Unit[] {
  const units: Unit[] = form.words.map((raw, i) => ({ from: i, to: i, folded: form.folded[i]!, raw }));
  for (let i = 0; i + 1 < form.words.length; i++) {
    const raw = form.words[i]! + form.words[i + 1]!;
    units.push({ from: i, to: i + 1, folded: foldVariants(raw), raw });
  }
  return units;
}

/**
 * The similarity 0..1 of two words (or joined words): 1 when equal after the transliteration
 * folds; else the higher Jaro-Winkler of the folded and of the written words; 0 for unequal
 * words of up to SHORT_WORD letters as written.
 */
function wordSimilarity(a: Unit, b: Unit): number {
  if (a.folded === b.folded) return 1;
  if (a.raw.length <= SHORT_WORD || b.raw.length <= SHORT_WORD) return 0;
  return Math.max(jaroWinkler(a.folded, b.folded), jaroWinkler(a.raw, b.raw));
}

/** The outcome of comparing a screened name's form with a listed name's form. */
interface Comparison {
  score: number;
  reason: MatchReason[];
}

/**
 * Compares a screened name's form with a listed one (docs/compliance.md "How names are
 * compared"): the most similar pairs of words first, each word used once, a word of one side
 * with two adjacent words of the other (joined) tried too. null when the names are not the same:
 * a pair below WORD_MINIMUM is not a pair; more than one word unpaired, or one unpaired that the
 * missing-word rule does not allow.
 */
function compareForms(query: NameForm, listed: NameForm, cache?: Map<string, number>): Comparison | null {
  const qUnits = query.units;
  const lUnits = listed.units;
  const pairs: { q: Unit; l: Unit; sim: number; joined: boolean }[] = [];
  for (const q of qUnits) {
    for (const l of lUnits) {
      const joined = q.from !== q.to || l.from !== l.to;
      if (q.from !== q.to && l.from !== l.to) continue;
      let sim: number;
      if (cache) {
        const key = `${q.raw} ${l.raw}`;
        const held = cache.get(key);
        sim = held ?? wordSimilarity(q, l);
        if (held === undefined) cache.set(key, sim);
      } else sim = wordSimilarity(q, l);
      if (sim >= (joined ? JOINED_MINIMUM : WORD_MINIMUM)) pairs.push({ q, l, sim, joined });
    }
  }
  pairs.sort((a, b) => b.sim - a.sim || Number(a.joined) - Number(b.joined) || b.l.raw.length - a.l.raw.length);
  const qUsed = new Array<boolean>(query.words.length).fill(false);
  const lUsed = new Array<boolean>(listed.words.length).fill(false);
  const taken: typeof pairs = [];
  const free = (used: boolean[], u: Unit) => !used[u.from] && !used[u.to];
  for (const p of pairs) {
    if (!free(qUsed, p.q) || !free(lUsed, p.l)) continue;
    qUsed[p.q.from] = qUsed[p.q.to] = true;
    lUsed[p.l.from] = lUsed[p.l.to] = true;
    taken.push(p);
  }
  const qMissing = qUsed.filter((u) => !u).length;
  const lMissing = lUsed.findIndex((u) => !u);
  const missing = qMissing + lUsed.filter((u) => !u).length;
  if (taken.length === 0 || missing > 1) return null;
  if (missing === 1) {
    // A word left out: only of a person's name, only a given, middle or patronymic name of the
    // listed one, and only when at least two words remain of which one is not a common name.
    if (listed.entity || taken.length < 2) return null;
    if (lMissing >= 0) {
      const given = listed.givenFrom >= 0 ? lMissing >= listed.givenFrom : lMissing > 0 && lMissing < listed.words.length - 1;
      if (!given) return null;
    }
    if (taken.every((p) => isCommonNameWord(p.l.raw) && isCommonNameWord(p.q.raw))) return null;
  }
  let weighted = 0;
  let weights = 0;
  for (const p of taken) {
    const w = Math.max(p.q.folded.length, p.l.folded.length);
    weighted += w * p.sim;
    weights += w;
  }
  const score = (weighted / weights) * (missing === 1 ? MISSING_WORD_FACTOR : 1);
  const reason = new Set<MatchReason>();
  if (query.lookalike) reason.add('LOOKALIKE');
  if (query.transliterated && !listed.transliterated) reason.add('TRANSLITERATION');
  if (missing === 1 || query.particles !== listed.particles) reason.add('MISSING_WORD');
  if (query.legalForms !== listed.legalForms) reason.add('LEGAL_FORM');
  for (const p of taken) {
    if (p.joined) reason.add('JOINED_WORDS');
    else if (p.sim < 1) reason.add('TYPO');
    else if (p.q.raw !== p.l.raw) reason.add('TRANSLITERATION');
  }
  if (reason.size === 0) reason.add('EXACT');
  return { score, reason: MATCH_REASONS.filter((r) => reason.has(r)) };
}

/** The better of two comparisons (the higher score; on a tie the one with fewer reasons). */
function better(a: Comparison | null, b: Comparison | null): Comparison | null {
  if (!a) return b;
  if (!b) return a;
  return b.score > a.score || (b.score === a.score && b.reason.length < a.reason.length) ? b : a;
}

/** The best comparison of a screened name's forms with one listed form. */
function compareName(forms: { person: NameForm[]; entity: NameForm[] }, listed: NameForm, cache?: Map<string, number>): Comparison | null {
  let best: Comparison | null = null;
  for (const q of listed.entity ? forms.entity : forms.person) best = better(best, compareForms(q, listed, cache));
  return best;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The similarity 0..1 of a screened name `a` to a listed name `b` (compared both as a person's and
 * as an entity's), 0 when the matcher would not pair them at all. 1 for the same name in any
 * order, case, accents, punctuation or invisible characters.
 */
export function nameSimilarity(a: string, b: string): number {
  const forms = queryForms(a);
  let best: Comparison | null = null;
  for (const l of listedForms(b, undefined)) best = better(best, compareName(forms, l));
  return best?.score ?? 0;
}

/** One listed name (an SDN name or an alias) in one of its forms. */
interface Candidate {
  form: NameForm;
  party: number;
  alias: boolean;
}

/**
 * The blocking keys of a word as written and as folded: of each, the word itself and the word with
 * any one letter left out ('bout' → bout, out, but, bot, bou), so two words one typing slip apart
 * (a letter changed, added, left out, or two swapped) share a key. Words of up to SHORT_WORD
 * letters (which pair only when equal) are their own key.
 */
function keysOf(raw: string, folded: string): string[] {
  const keys = new Set<string>();
  for (const word of [raw, folded]) {
    keys.add(word);
    if (word.length <= SHORT_WORD) continue;
    for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1));
  }
  return [...keys];
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** One distinct word of the list (or two adjacent words joined) and where it stands. */
interface ListedWord {
  unit: Unit;
  joined: boolean;
  /** candidate * 32 + the word's position (both positions for two words joined). */
  postings: number[];
}

/**
 * An in-memory index of a sanctions list (docs/compliance.md "Speed"): every SDN name and alias
 * read once into its forms; the distinct words of the list (and each two adjacent words joined),
 * each with the names holding it; and an inverted index from word keys (keysOf) to those words.
 * A screening looks up its words' keys, keeps the listed words that pair with one of its words
 * (the same similarity as the comparison), and compares the name only with the listed names
 * that hold such words for all its words but one, for all their words but one, and for at least
 * two (one, for names of one word). Build one per list version.
 */
export class SanctionsIndex {
  private readonly parties: readonly ListedParty[];
  private readonly candidates: Candidate[] = [];
  private readonly words: ListedWord[] = [];
  private readonly keys = new Map<string, number[]>();
  /** Per listed word during a search: the last probe that looked at it (a running stamp). */
  private readonly seen: Uint32Array;
  private stamp = 0;
  /** pairedWords' memory: a screened word's written form to the listed words it pairs with. */
  private readonly paired = new Map<string, readonly number[]>();
  /** Per candidate during a search: which of its words (bits) and which query words were paired. */
  private readonly listedHits: Uint32Array;
  private readonly queryHits: Uint32Array;

  constructor(parties: readonly ListedParty[]) {
    this.parties = parties;
    const wordIds = new Map<string, number>();
    const addWord = (unit: Unit, joined: boolean, posting: number[]) => {
      const id0 = `${joined ? '+' : ''}${unit.raw}`;
      let id = wordIds.get(id0);
      if (id === undefined) {
        id = this.words.length;
        wordIds.set(id0, id);
        this.words.push({ unit, joined, postings: [] });
        // Two listed words joined are found only when written as one exactly (after the folds):
        // their one-slip keys would double the index for a rare case (a slip and a join at once).
        for (const key of joined ? [unit.raw, unit.folded] : keysOf(unit.raw, unit.folded)) {
          const list = this.keys.get(key);
          if (list) list.push(id);
          else this.keys.set(key, [id]);
        }
      }
      this.words[id]!.postings.push(...posting);
    };
    parties.forEach((party, i) => {
      const seen = new Set<string>();
      [party.name, ...party.aliases].forEach((name, n) => {
        for (const form of listedForms(name, party.kind)) {
          const id = `${form.entity}:${form.words.join(' ')}:${form.legalForms}:${form.particles}`;
          if (seen.has(id)) continue;
          seen.add(id);
          const c = this.candidates.length;
          this.candidates.push({ form, party: i, alias: n > 0 });
          for (const u of form.units) {
            if (u.to >= 32) continue;
            const joined = u.from !== u.to;
            addWord(u, joined, joined ? [c * 32 + u.from, c * 32 + u.to] : [c * 32 + u.from]);
          }
        }
      });
    });
    // The common-name table is built now rather than in the first screening that needs it.
    if (parties.length > 0) isCommonNameWord('');
    this.seen = new Uint32Array(this.words.length);
    this.listedHits = new Uint32Array(this.candidates.length);
    this.queryHits = new Uint32Array(this.candidates.length);
  }

  /**
   * The listed words (ids into `words`) that pair with a screened word or two joined words (a
   * similarity of at least WORD_MINIMUM, JOINED_MINIMUM for joined words): its keys looked up, each
   * listed word found compared once. Remembered per
   * written form (a screened word's folds and keys follow from it), since the words of client names
   * recur from one name to the next; the memory is emptied when it holds PAIRED_MEMORY forms.
   */
  private pairedWords(unit: Unit, joined: boolean): readonly number[] {
    const memoKey = `${joined ? '+' : ''}${unit.raw}`;
    const held = this.paired.get(memoKey);
    if (held) return held;
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const found: number[] = [];
    for (const key of keysOf(unit.raw, unit.folded)) {
      const ids = this.keys.get(key);
      if (!ids) continue;
      for (const id of ids) {
        if (this.seen[id] === this.stamp) continue;
        this.seen[id] = this.stamp;
        const word = this.words[id]!;
        if (joined && word.joined) continue;
        const sim = wordSimilarity(unit, word.unit);
        if (sim >= (joined || word.joined ? JOINED_MINIMUM : WORD_MINIMUM)) found.push(id);
      }
    }
    if (this.paired.size >= PAIRED_MEMORY) this.paired.clear();
    this.paired.set(memoKey, found);
    return found;
  }

  /** The listed parties the index was built from (to build the same index elsewhere: an import's worker thread). */
  get listedParties(): readonly ListedParty[] {
    return this.parties;
  }

  /** How many SDN entries the index holds (aliases not counted). */
  get size(): number {
    return this.parties.length;
  }

  /**
   * The listed parties `name` may be, with a score of at least `threshold` (0..1), best first, one
   * per party with its best score (3 decimals), the reasons of that score (with ALIAS when the best
   * form was an alias), and the party's date of birth and nationality from the SDN remarks. [] for a
   * name with no letters or digits.
   */
  search(name: string, threshold: number): SanctionsMatch[] {
    const forms = queryForms(name);
    const all = [...forms.person, ...forms.entity];
    if (all.length === 0) return [];
    const fewest = Math.min(...all.map((f) => f.words.length));
    // Each distinct word of the name's forms gets a bit; two words joined carry both.
    const bitOf = new Map<string, number>();
    for (const f of all) for (const w of f.words) if (!bitOf.has(w)) bitOf.set(w, 1 << (bitOf.size % 32));
    const probes = new Map<string, { unit: Unit; joined: boolean; bits: number }>();
    for (const f of all) {
      for (const u of f.units) {
        const joined = u.from !== u.to;
        const bits = joined ? bitOf.get(f.words[u.from]!)! | bitOf.get(f.words[u.to]!)! : bitOf.get(u.raw)!;
        probes.set(`${joined ? '+' : ''}${u.raw}`, { unit: u, joined, bits });
      }
    }
    const touched: number[] = [];
    for (const probe of probes.values()) {
      for (const word of this.pairedWords(probe.unit, probe.joined)) {
        for (const posting of this.words[word]!.postings) {
          const c = Math.floor(posting / 32);
          if (this.queryHits[c] === 0) touched.push(c);
          this.queryHits[c]! |= probe.bits;
          this.listedHits[c]! |= 1 << (posting % 32);
        }
      }
    }
    const best = new Map<number, { comparison: Comparison; alias: boolean }>();
    // The similarity of a pair of words, computed once per screening (listed words recur).
    const cache = new Map<string, number>();
    for (const c of touched) {
      const queryHits = bits(this.queryHits[c]!);
      const listedHits = bits(this.listedHits[c]!);
      this.queryHits[c] = 0;
      this.listedHits[c] = 0;
      const candidate = this.candidates[c]!;
      const n = candidate.form.words.length;
      // At most one word of either name goes unpaired: fewer paired words than that and the
      // names cannot match.
      if (queryHits < fewest - 1 || listedHits < n - 1 || Math.min(queryHits, listedHits) < Math.min(2, fewest, n)) continue;
      const comparison = compareName(forms, candidate.form, cache);
      if (!comparison || comparison.score < threshold) continue;
      const held = best.get(candidate.party);
      if (!held || better(held.comparison, comparison) !== held.comparison)
        best.set(candidate.party, { comparison, alias: candidate.alias });
    }
    return [...best]
      .map(([i, { comparison, alias }]) => {
        const party = this.parties[i]!;
        const reason = alias ? MATCH_REASONS.filter((r) => r === 'ALIAS' || comparison.reason.includes(r)) : comparison.reason;
        const match: SanctionsMatch = {
          entNum: party.entNum,
          name: party.name,
          program: party.program,
          score: round3(comparison.score),
          reason,
        };
        if (party.dateOfBirth) match.dateOfBirth = party.dateOfBirth;
        if (party.nationality) match.nationality = party.nationality;
        return match;
      })
      .sort((a, b) => b.score - a.score || a.entNum - b.entNum);
  }
}

/**
 * A match as logged, read back: matches logged before they carried reasons (the whole-name
 * matcher of the second round) get the reason that matcher had, EXACT for a score of 1 (the same
 * words after its normalisation) and TYPO below (similarity alone).
 */
export function loggedMatch(match: Omit<SanctionsMatch, 'reason'> & { reason?: MatchReason[] }): SanctionsMatch {
  return match.reason && match.reason.length > 0 ? (match as SanctionsMatch) : { ...match, reason: [match.score >= 1 ? 'EXACT' : 'TYPO'] };
}
