/**
 * The words of a name as sanctions screening compares them (docs/compliance.md "How names are
 * compared"). Unicode data comes from the engine (NFKC, Default_Ignorable_Code_Point, Cf, Script)
 * and from maintained packages: look-alike letters from Unicode's confusables data (unhomoglyph,
 * generated from UTS #39 confusables.txt), other scripts to Latin by any-ascii. This module only
 * decides the order of the steps. Invisible characters are taken out by @agency/rules'
 * visibleText, the same rule that keeps them out of stored names. Pure: no database, no clock.
 */
import anyAscii from 'any-ascii';
import unhomoglyph from 'unhomoglyph';
import { visibleText } from '@agency/rules';

/** One way of reading a name: its words in written order, lower-case ASCII letters and digits. */
export interface NameReading {
  words: string[];
  /** Letters of another script that look like Latin ones were read as those (Cyrillic А as A). */
  lookalike: boolean;
  /** A word wholly in another script was transliterated (Виктор → viktor). */
  transliterated: boolean;
}

const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;
const HAN = /\p{Script=Han}/u;
/** Apostrophes and their look-alikes inside a word are dropped: O'Neil → oneil, Anatol'evich → anatolevich. */
const APOSTROPHES = /['’ʼʻ`´‘]/g;

const lookalikes = new Map<string, string | null>();

/**
 * The Latin letter a letter of another script looks like, by Unicode's confusables skeleton, or
 * null when it looks like none. The skeleton maps capital I and small l alike to 'l'; a capital
 * look-alike of it (Greek Ι, Cyrillic І) is read as 'i', the letter it stands for in a capitalised
 * name. Latin letters are never passed here: folding 'm' to 'rn' or 'I' to 'l' inside Latin names
 * (as a full skeleton does) would only make ordinary names collide.
 */
function lookalikeOf(c: string): string | null {
  let out = lookalikes.get(c);
  if (out !== undefined) return out;
  const skeleton = unhomoglyph(c);
  out = /^[A-Za-z]$/.test(skeleton) ? (skeleton === 'l' && c !== c.toLowerCase() ? 'i' : skeleton.toLowerCase()) : null;
  lookalikes.set(c, out);
  return out;
}

/** Lower-case ASCII words of a transliterated or folded piece of text. */
function asciiWords(text: string): string[] {
  return anyAscii(text)
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/**
 * A word written in Han characters read as a Chinese name: the first character the family name,
 * the rest one given name (习近平 → xi jinping, as the SDN writes 'XI, Jinping').
 */
function hanWords(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2 || !chars.every((c) => HAN.test(c))) return asciiWords(word);
  return [anyAscii(chars[0]!).toLowerCase(), anyAscii(chars.slice(1).join('')).toLowerCase()];
}

/**
 * The readings of a name (one, or two when a word wholly in another script is made only of
 * letters that look like Latin ones: 'АВВАС' is read both as the look-alike 'abbac' and as the
 * transliteration 'avvas'). Steps: visibleText (zero-width characters, soft hyphens, BOM and other
 * default-ignorable or format characters removed), Unicode NFKC; the text split into words at spaces and
 * punctuation; a word mixing Latin letters with letters of another script has those read as the
 * Latin letters they look like (a look-alike attack: no real name mixes scripts inside a word);
 * a word wholly in another script is transliterated by any-ascii (Cyrillic, Greek, Arabic,
 * Hebrew, Han as pinyin...); accents removed by the same transliteration ('Conceição' →
 * 'conceicao', 'ß' → 'ss'); lower case; apostrophes dropped. [] readings' words for a name with
 * no letters or digits. With `abbreviations` (an entity's name), dotted abbreviations are closed
 * up first ('S.A.' → 'sa'), as legal forms are written.
 */
export function readName(name: string, { abbreviations = false } = {}): NameReading[] {
  // NFKC after the invisible characters are gone: full-width and mathematical letters become
  // plain ones, ligatures are split.
  let text = visibleText(name).normalize('NFKC');
  // An entity's dotted abbreviations closed up: 'S.A. DE C.V.' → 'SA DE CV', 'L.L.C.' → 'LLC'.
  if (abbreviations) text = text.replace(/(?<!\p{L})(\p{L})\.\s?(?=\p{L}(?!\p{L}))/gu, '$1');
  return readText(text);
}

/**
 * Both readings screening needs of a name: as a person's and, with dotted abbreviations closed up,
 * as an entity's (readName with and without `abbreviations`), the name's text normalised once; a
 * name with no dot reads the same both ways.
 */
export function readNameBothWays(name: string): { person: NameReading[]; entity: NameReading[] } {
  const text = visibleText(name).normalize('NFKC');
  const person = readText(text);
  if (!text.includes('.')) return { person, entity: person };
  return { person, entity: readText(text.replace(/(?<!\p{L})(\p{L})\.\s?(?=\p{L}(?!\p{L}))/gu, '$1')) };
}

/** A piece of ASCII letters and digits only: its word is itself in lower case. */
const ASCII_PIECE = /^[A-Za-z0-9]+$/;
/** A piece none of whose letters is of another script than Latin. */
const LATIN_PIECE = /^(?:\P{L}|\p{Script=Latin})+$/u;

/** readName's steps after the text is normalised (and its abbreviations closed up). */
function readText(text: string): NameReading[] {
  const pieces = text.split(/[^\p{L}\p{M}\p{N}'’ʼʻ`´‘]+/u);
  const asRead: string[] = [];
  const asLookalike: string[] = [];
  let lookalike = false;
  let transliterated = false;
  let twoReadings = false;
  for (const piece of pieces) {
    if (!piece) continue;
    if (ASCII_PIECE.test(piece)) {
      const word = piece.toLowerCase();
      asRead.push(word);
      asLookalike.push(word);
      continue;
    }
    if (LATIN_PIECE.test(piece)) {
      const words = asciiWords(piece);
      asRead.push(...words);
      asLookalike.push(...words);
      continue;
    }
    const letters = [...piece].filter((c) => LETTER.test(c));
    const foreign = letters.filter((c) => !LATIN.test(c));
    if (foreign.length === 0) {
      const words = asciiWords(piece);
      asRead.push(...words);
      asLookalike.push(...words);
    } else if (foreign.length < letters.length) {
      // Mixed scripts inside one word: look-alikes read as Latin, anything else transliterated.
      const folded = [...piece].map((c) => (LETTER.test(c) && !LATIN.test(c) ? (lookalikeOf(c) ?? c) : c)).join('');
      lookalike = true;
      const words = asciiWords(folded);
      asRead.push(...words);
      asLookalike.push(...words);
    } else {
      transliterated = true;
      const words = hanWords(piece);
      asRead.push(...words);
      const folded = foreign.every((c) => lookalikeOf(c) !== null)
        ? [...piece].map((c) => (LETTER.test(c) ? lookalikeOf(c)! : c)).join('')
        : null;
      if (folded !== null) {
        twoReadings = true;
        asLookalike.push(...asciiWords(folded));
      } else asLookalike.push(...words);
    }
  }
  const readings: NameReading[] = [{ words: asRead, lookalike, transliterated }];
  if (twoReadings && asLookalike.join(' ') !== asRead.join(' ')) {
    readings.push({ words: asLookalike, lookalike: true, transliterated: false });
  }
  return readings;
}

/**
 * Words that only join the parts of a name (Arabic al-/bin/ibn, Spanish and Portuguese de/da/dos/y,
 * Dutch and German van/von): they neither count as a word of the name nor as a missing one.
 */
export const PARTICLES: ReadonlySet<string> = new Set([
  'al',
  'el',
  'ul',
  'bin',
  'ibn',
  'bint',
  'bn',
  'ben',
  'de',
  'da',
  'do',
  'dos',
  'das',
  'del',
  'della',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'y',
  'e',
]);

/**
 * The form under which two spellings of one name compare equal, for the common transliteration
 * variants of Russian, Arabic and other names written in Latin letters: the patronymic's
 * '-yevich' as '-evich', 'Ye-' as 'E-', '-iy'/'-yy'/'-ij'/'-y' endings as '-i', 'kh' as 'h', 'dzh'/'dj'/'zh' as 'j', 'ou'/'oo'
 * as 'u', 'ph' as 'f', 'q' as 'k', 'sch' as 'sh', doubled letters as one ('Abbas' = 'Abas').
 * 'Anatolyevich' and 'Anatolevich', 'Dmitriy' and 'Dmitry', 'Khalid' and 'Halid' fold alike.
 */
export function foldVariants(word: string): string {
  // A word none of the rules below touches is its own fold (most words): one test instead of eleven replacements.
  if (!FOLDABLE.test(word)) return word;
  const held = folds.get(word);
  if (held !== undefined) return held;
  const folded = word
    .replace(/yev(ich|na)$/, 'ev$1')
    .replace(/^ye/, 'e')
    .replace(/dzh|dj|zh/g, 'j')
    .replace(/kh/g, 'h')
    .replace(/ph/g, 'f')
    .replace(/sch/g, 'sh')
    .replace(/ou|oo/g, 'u')
    .replace(/q/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/(?:iy|yy|ij|yi|y)$/, 'i');
  if (folds.size >= FOLDS_MEMORY) folds.clear();
  folds.set(word, folded);
  return folded;
}

/** Matches a word one of foldVariants' rules changes: any of their patterns, the doubled letter included. */
const FOLDABLE = /yev(?:ich|na)$|^ye|dzh|dj|zh|kh|ph|sch|ou|oo|q|ck|([a-z])\1|(?:iy|yy|ij|yi|y)$/;
/** How many words' folds foldVariants remembers before it forgets them all (names' words recur). */
const FOLDS_MEMORY = 200_000;
const folds = new Map<string, string>();
