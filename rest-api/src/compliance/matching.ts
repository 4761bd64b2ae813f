/**
 * Name matching for OFAC sanctions screening (31 CFR 501; docs/compliance.md): names are compared
 * as whole normalised names, never token by token, so a common surname alone ('Silva') matches
 * no one. Pure: no database, no clock.
 */
import { jaroWinkler } from '@skyra/jaro-winkler';

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
  return x === y ? 1 : Math.min(jaroWinkler(x, y), jaroWinkler(reversed(x), reversed(y)));
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
  /** Its characters, decoded once (the similarity function takes either). */
  chars: readonly string[];
  /** The characters of its words in reverse order. */
  reversedChars: readonly string[];
  party: number;
}

/**
 * The highest similarity two strings can reach when their lengths are m <= n: Jaro is at most
 * (1 + m/n + 1) / 3 and Winkler's prefix bonus adds at most 0.4 of what is left. Used to skip
 * names whose length alone rules them out.
 */
function lengthBound(m: number, n: number): number {
  const jaro = (2 + m / n) / 3;
  return jaro + 0.4 * (1 - jaro);
}

/**
 * An in-memory index of a sanctions list: every SDN name and alias, normalised once and sorted by
 * length, so one screening compares a name only with the names whose length can reach the
 * threshold. Build one per list version; search is synchronous and allocation-light.
 */
export class SanctionsIndex {
  private readonly parties: readonly ListedParty[];
  private readonly candidates: Candidate[];
  /** lengths[i] = candidates[i].chars.length, ascending. */
  private readonly lengths: Int32Array;

  constructor(parties: readonly ListedParty[]) {
    this.parties = parties;
    const candidates: Candidate[] = [];
    parties.forEach((party, i) => {
      const seen = new Set<string>();
      for (const name of [party.name, ...party.aliases]) {
        const key = normaliseName(name);
        if (!key || seen.has(key)) continue;
        seen.add(key);
        candidates.push({ key, chars: Array.from(key), reversedChars: Array.from(reversed(key)), party: i });
      }
    });
    candidates.sort((a, b) => a.chars.length - b.chars.length);
    this.candidates = candidates;
    this.lengths = Int32Array.from(candidates, (c) => c.chars.length);
  }

  /** How many SDN entries the index holds (aliases not counted). */
  get size(): number {
    return this.parties.length;
  }

  /**
   * The listed parties whose name or an alias is at least `threshold` (0..1) similar to `name`,
   * best first, one per party with its best score (3 decimals). [] for a name with no letters.
   */
  search(name: string, threshold: number): SanctionsMatch[] {
    const key = normaliseName(name);
    if (!key) return [];
    const chars = Array.from(key);
    let reversedChars: string[] | null = null;
    const len = chars.length;
    // The shortest and longest candidate lengths that can still reach the threshold.
    let lo = 1;
    while (lo < len && lengthBound(lo, len) < threshold) lo++;
    let hi = len;
    while (lengthBound(len, hi + 1) >= threshold && hi < len * 4) hi++;
    const best = new Map<number, number>();
    for (let i = this.firstAtLeast(lo); i < this.candidates.length && this.lengths[i]! <= hi; i++) {
      const c = this.candidates[i]!;
      let score = c.key === key ? 1 : jaroWinkler(chars, c.chars);
      if (score < threshold) continue;
      if (score < 1) {
        // Only the few names past the first reading are read again from their last word.
        reversedChars ??= Array.from(reversed(key));
        score = Math.min(score, jaroWinkler(reversedChars, c.reversedChars));
      }
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
