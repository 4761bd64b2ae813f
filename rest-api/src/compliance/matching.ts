/**
 * Name matching for OFAC sanctions screening (31 CFR 501; docs/compliance.md): names are compared
 * as whole normalised names, never word by word, so a common surname alone ('Silva') matches no
 * one. Pure: no database, no clock.
 */
import jaroWinkler from 'jaro-winkler';

/**
 * The comparable form of a person's or entity's name: accents removed, lower case, every run of
 * punctuation or spaces one separator, the words sorted. 'MALDONADO, Ernesto Ruiz' and
 * 'Ernesto Ruiz Maldonado' both become 'ernesto maldonado ruiz'. '' for a name with no letters or digits.
 */
export function normaliseName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  words.sort();
  return words.join(' ');
}

/** A normalised name with its words in reverse order ('ruiz maldonado ernesto'). */
function reversed(key: string): string {
  return key.split(' ').reverse().join(' ');
}

/** Jaro-Winkler of two normalised names read both ways, the lower of the two. */
function similarity(key: string, reversedKey: string, other: string, otherReversed: string): number {
  if (key === other) return 1;
  const forward = jaroWinkler(key, other);
  return forward === 0 ? 0 : Math.min(forward, jaroWinkler(reversedKey, otherReversed));
}

/**
 * The similarity 0..1 of two names: Jaro-Winkler over their normalised forms, taken both with the
 * words sorted and with them in reverse order, and the lower of the two. Jaro-Winkler rewards a
 * shared beginning, so one reading alone would let a name that lacks the listed name's last (or
 * first) word score high ('Maria Santos' against 'Maria Santos Silva'); the lower reading compares
 * the whole name. 1 when they are the same name in any order, case, accents or punctuation; 0
 * when either has no letters or digits.
 */
export function nameSimilarity(a: string, b: string): number {
  const x = normaliseName(a);
  const y = normaliseName(b);
  if (!x || !y) return 0;
  return similarity(x, reversed(x), y, reversed(y));
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
}

/** A listed party a screened name is similar to: score 0..1 rounded to 3 decimals. */
export interface SanctionsMatch {
  entNum: number;
  name: string;
  program: string;
  score: number;
}

interface Candidate {
  /** Normalised name (or alias). */
  key: string;
  /** The same with its words in reverse order. */
  reversedKey: string;
  party: number;
}

/** Character classes of the histograms: a-z, 0-9, space, anything else. */
const CLASSES = 38;

/** Adds the count of each character class of a normalised name (capped at 255) into h at offset. */
function countInto(key: string, h: Uint8Array, offset: number): void {
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    const k = offset + (c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : c === 32 ? 36 : 37);
    if (h[k]! < 255) h[k]!++;
  }
}

/**
 * The fewest characters two names of lengths m and n must share for their Jaro-Winkler
 * similarity to reach `threshold`: Jaro is at most (common/m + common/n + 1) / 3, and Winkler's
 * bonus for a shared beginning (up to 4 characters, 0.1 each) adds at most 0.4 of what is left.
 * Names that share fewer are skipped without being compared.
 */
function minimumCommon(threshold: number, m: number, n: number): number {
  const jaro = (threshold - 0.4) / 0.6;
  return (3 * jaro - 1) / (1 / m + 1 / n);
}

/**
 * An in-memory index of a sanctions list: every SDN name and alias normalised once, sorted by
 * length, with its character counts, so one screening compares a name only with the names whose
 * length and characters can reach the threshold. Build one per list version.
 */
export class SanctionsIndex {
  private readonly parties: readonly ListedParty[];
  private readonly candidates: Candidate[];
  /** lengths[i] = candidates[i].key.length, ascending. */
  private readonly lengths: Int32Array;
  /** The character class counts of candidate i at i * CLASSES. */
  private readonly counts: Uint8Array;

  constructor(parties: readonly ListedParty[]) {
    this.parties = parties;
    const candidates: Candidate[] = [];
    parties.forEach((party, i) => {
      const seen = new Set<string>();
      for (const name of [party.name, ...party.aliases]) {
        const key = normaliseName(name);
        if (!key || seen.has(key)) continue;
        seen.add(key);
        candidates.push({ key, reversedKey: reversed(key), party: i });
      }
    });
    candidates.sort((a, b) => a.key.length - b.key.length);
    this.candidates = candidates;
    this.lengths = Int32Array.from(candidates, (c) => c.key.length);
    this.counts = new Uint8Array(candidates.length * CLASSES);
    candidates.forEach((c, i) => countInto(c.key, this.counts, i * CLASSES));
  }

  /** How many SDN entries the index holds (aliases not counted). */
  get size(): number {
    return this.parties.length;
  }

  /**
   * The listed parties whose name or an alias is at least `threshold` (0..1) similar to `name`
   * (as nameSimilarity scores it), best first, one per party with its best score (3 decimals).
   * [] for a name with no letters or digits.
   */
  search(name: string, threshold: number): SanctionsMatch[] {
    const key = normaliseName(name);
    if (!key) return [];
    const len = key.length;
    const reversedKey = reversed(key);
    const own = new Uint8Array(CLASSES);
    countInto(key, own, 0);
    const classes: number[] = [];
    for (let k = 0; k < CLASSES; k++) if (own[k]! > 0) classes.push(k);
    // The shortest and longest names whose length alone can still reach the threshold.
    let lo = 1;
    while (lo < len && minimumCommon(threshold, lo, len) > lo) lo++;
    let hi = len;
    while (hi < len * 4 && minimumCommon(threshold, len, hi + 1) <= len) hi++;
    const best = new Map<number, number>();
    const counts = this.counts;
    for (let i = this.firstAtLeast(lo); i < this.candidates.length && this.lengths[i]! <= hi; i++) {
      // At most len - (characters of the name the candidate lacks) can match.
      const allowed = len - minimumCommon(threshold, len, this.lengths[i]!);
      let missing = 0;
      const base = i * CLASSES;
      for (let j = 0; j < classes.length && missing <= allowed; j++) {
        const k = classes[j]!;
        const d = own[k]! - counts[base + k]!;
        if (d > 0) missing += d;
      }
      if (missing > allowed) continue;
      const c = this.candidates[i]!;
      const score = similarity(key, reversedKey, c.key, c.reversedKey);
      if (score >= threshold && score > (best.get(c.party) ?? -1)) best.set(c.party, score);
    }
    return [...best]
      .map(([i, score]) => {
        const party = this.parties[i]!;
        return { entNum: party.entNum, name: party.name, program: party.program, score: Math.round(score * 1000) / 1000 };
      })
      .sort((a, b) => b.score - a.score || a.entNum - b.entNum);
  }

  private firstAtLeast(length: number): number {
    let lo = 0;
    let hi = this.lengths.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.lengths[mid]! < length) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
