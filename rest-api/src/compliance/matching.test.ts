/**
 * Name normalisation and matching for sanctions screening: accents, case, punctuation and word
 * order do not matter; whole names are compared (a common surname alone matches no one); aliases
 * count; the threshold is inclusive.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nameSimilarity, normaliseName, SanctionsIndex } from './matching.js';
import { parseSanctionsFiles } from './sanctions-list.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The fixture list as the REST process indexes it. */
function fixtureIndex(): SanctionsIndex {
  const { entries, aliases } = parseSanctionsFiles(fixture('sdn.csv'), fixture('alt.csv'));
  return new SanctionsIndex(
    entries.map((e) => ({
      entNum: e.entNum,
      name: e.name,
      program: e.program ?? '',
      aliases: aliases.filter((a) => a.entNum === e.entNum).map((a) => a.altName),
    })),
  );
}

const THRESHOLD = 0.92;

describe('normaliseName', () => {
  it('drops accents, case and punctuation and sorts the words', () => {
    expect(normaliseName('MALDONADO, Ernesto Ruiz')).toBe('ernesto maldonado ruiz');
    expect(normaliseName('  Ernesto   Ruiz-Maldonado ')).toBe('ernesto maldonado ruiz');
    expect(normaliseName('CONCEIÇÃO, Joãozinho Fictício')).toBe('conceicao ficticio joaozinho');
    // An apostrophe inside a word joins it (O'Neil, Anatol'evich as transliterated).
    expect(normaliseName("O'Neil-Sá Ltd.")).toBe('ltd oneil sa');
    expect(normaliseName(' ,.- ')).toBe('');
  });
});

describe('nameSimilarity', () => {
  it('is 1 for the same name in another order, case, accents or punctuation', () => {
    expect(nameSimilarity('MALDONADO, Ernesto Ruiz', 'Ernesto Ruiz Maldonado')).toBe(1);
    expect(nameSimilarity('CONCEIÇÃO, Joãozinho Fictício', 'joaozinho ficticio conceicao')).toBe(1);
    expect(nameSimilarity('', 'Ernesto')).toBe(0);
  });
});

describe('SanctionsIndex.search', () => {
  const index = fixtureIndex();

  it('finds the SDN name typed first name first, without accents, or misspelled by a letter', () => {
    expect(index.search('Ernesto Ruiz Maldonado', THRESHOLD)).toEqual([
      { entNum: 9001, name: 'MALDONADO, Ernesto Ruiz', program: 'SDNT', score: 1, reason: ['EXACT'] },
    ]);
    expect(index.search('Joaozinho Ficticio Conceicao', THRESHOLD).map((m) => m.entNum)).toEqual([9004]);
    const typo = index.search('Ernesto Ruis Maldonado', THRESHOLD);
    expect(typo.map((m) => m.entNum)).toEqual([9001]);
    expect(typo[0]!.score).toBeGreaterThan(0.95);
    expect(typo[0]!.score).toBeLessThan(1);
    expect(typo[0]!.reason).toEqual(['TYPO']);
  });

  it('finds a party by its alias and reports the SDN name; several programs read as a list', () => {
    expect(index.search('Teo Branov', THRESHOLD)).toEqual([
      { entNum: 9003, name: 'ZAMBRANOV PELLEGRINI, Teodoro Aurelio', program: 'SDNT', score: 1, reason: ['EXACT', 'ALIAS'] },
    ]);
    expect(index.search('Quixberg General Trading LLC', THRESHOLD)).toEqual([
      { entNum: 9002, name: 'QUIXBERG TRADING FZE', program: 'SDGT] [IRGC', score: 1, reason: ['EXACT', 'ALIAS'] },
    ]);
  });

  it('does not match a common surname alone, nor a name missing one of the listed surnames', () => {
    expect(index.search('Silva', THRESHOLD)).toEqual([]);
    expect(index.search('Santos', THRESHOLD)).toEqual([]);
    expect(index.search('Maria Santos', THRESHOLD)).toEqual([]);
    // 'Maria Silva' is another person than the listed 'Maria Silva Santos' (score ~0.905).
    expect(index.search('Maria Silva', THRESHOLD)).toEqual([]);
    expect(index.search('Maria Silva Santos', THRESHOLD).map((m) => m.entNum)).toEqual([9006]);
    expect(index.search('Ernesto Silva', THRESHOLD)).toEqual([]);
  });

  it('matches from the threshold on: a score just at the threshold matches, just above it does not', () => {
    const score = nameSimilarity('Ernesto Ruiz Maldonato', 'MALDONADO, Ernesto Ruiz');
    expect(score).toBeGreaterThan(0.9);
    expect(score).toBeLessThan(1);
    expect(index.search('Ernesto Ruiz Maldonato', score).map((m) => m.entNum)).toEqual([9001]);
    expect(index.search('Ernesto Ruiz Maldonato', score + 0.0005)).toEqual([]);
  });

  it('skips only names that cannot reach the threshold: the same answer as comparing with every name', () => {
    const { entries, aliases } = parseSanctionsFiles(fixture('sdn.csv'), fixture('alt.csv'));
    const names = [
      'Ernesto Ruiz Maldonado',
      'Ernesto Ruiz Maldonato',
      'Ernesto Maldonado',
      'Teo Branov',
      'Teodoro Zambranov',
      'Maria Silva Santo',
      'Quixberg Trading',
      'Vortaxis Maritime',
    ];
    for (const threshold of [0.8, 0.85, 0.9, 0.92, 0.95]) {
      for (const name of names) {
        const expected = entries
          .map((e) => ({
            entNum: e.entNum,
            score: Math.max(
              ...[e.name, ...aliases.filter((a) => a.entNum === e.entNum).map((a) => a.altName)].map((n) => nameSimilarity(name, n)),
            ),
          }))
          .filter((m) => m.score >= threshold)
          .map((m) => m.entNum)
          .sort();
        expect(
          index
            .search(name, threshold)
            .map((m) => m.entNum)
            .sort(),
          `${name} at ${threshold}`,
        ).toEqual(expected);
      }
    }
  });

  it('answers nothing for a name without letters and for an empty list', () => {
    expect(index.search('--', THRESHOLD)).toEqual([]);
    expect(new SanctionsIndex([]).search('Ernesto Ruiz Maldonado', THRESHOLD)).toEqual([]);
  });
});

describe('parseSanctionsFiles', () => {
  it("reads OFAC's layout: '-0-' is empty, the end-of-file marker and blank lines are skipped", () => {
    const { entries, aliases } = parseSanctionsFiles(fixture('sdn.csv'), fixture('alt.csv'));
    expect(entries).toHaveLength(6);
    expect(aliases).toHaveLength(3);
    expect(entries[0]).toEqual({
      entNum: 9001,
      name: 'MALDONADO, Ernesto Ruiz',
      sdnType: 'individual',
      program: 'SDNT',
      title: null,
      remarks: 'DOB 12 Mar 1961; invented for tests.',
    });
    expect(aliases[0]).toEqual({ entNum: 9003, altNum: 101, altType: 'aka', altName: 'BRANOV, Teo', altRemarks: null });
  });

  it('refuses a malformed line naming the file and its line', () => {
    const sdn = fixture('sdn.csv').split('\r\n');
    const badQuote = [
      ...sdn.slice(0, 2),
      '9100,"BROKEN "QUOTE","individual","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"',
      ...sdn.slice(2),
    ].join('\r\n');
    expect(() => parseSanctionsFiles(badQuote)).toThrow(/^sdnCsv: sdn\.csv line 3: /);
    const shortRow = [...sdn.slice(0, 4), '9101,"SHORT ROW","individual"', ...sdn.slice(4)].join('\r\n');
    expect(() => parseSanctionsFiles(shortRow)).toThrow('sdnCsv: sdn.csv line 5: expected 12 columns, got 3');
    expect(() => parseSanctionsFiles(fixture('sdn.csv'), '9001,1,"aka","A B","-0-"\r\n77,2,"aka","C D","-0-"\r\n')).toThrow(
      'altCsv: alt.csv line 2: ent_num 77 is not in sdn.csv',
    );
    expect(() => parseSanctionsFiles('x,"A","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"')).toThrow(
      "sdnCsv: sdn.csv line 1: ent_num must be a whole number, got 'x'",
    );
  });
});

describe('the tricks of issue 29', () => {
  const index = new SanctionsIndex([
    {
      entNum: 1,
      name: 'BOUT, Viktor Anatolyevich',
      program: 'SDNT',
      aliases: ['BUTT, Victor'],
      kind: 'individual',
      dateOfBirth: '13 Jan 1967',
      nationality: 'Russia',
    },
    { entNum: 2, name: 'CECOEX, S.A.', program: 'CUBA', aliases: [], kind: 'entity' },
    { entNum: 3, name: 'AEROCARIBBEAN AIRLINES', program: 'CUBA', aliases: [], kind: 'entity' },
    { entNum: 4, name: 'ABU ABBAS', program: 'SDGT', aliases: [], kind: 'individual' },
    { entNum: 5, name: 'SILVA, Maria Santos', program: 'SDNT', aliases: [], kind: 'individual' },
    { entNum: 6, name: 'TAMARINDO, S.A. DE C.V.', program: 'SDNT', aliases: [], kind: 'entity' },
    { entNum: 7, name: 'KORYO TRADING CO., LTD.', program: 'DPRK', aliases: [], kind: 'entity' },
    { entNum: 8, name: 'ZAGREB HOLDINGS LLC', program: 'DPRK', aliases: [], kind: 'entity' },
    { entNum: 9, name: 'SHOYGU, Sergei Kuzhugetovich', program: 'RUSSIA-EO14024', aliases: [], kind: 'individual' },
  ]);
  const found = (name: string) => index.search(name, THRESHOLD).map((m) => ({ entNum: m.entNum, reason: m.reason }));

  it('reads through invisible characters, look-alike letters and other scripts', () => {
    expect(found('Ab\u200bu Abb\u00adas')).toEqual([{ entNum: 4, reason: ['EXACT'] }]);
    expect(found('\u0410bu \u0410bbas')).toEqual([{ entNum: 4, reason: ['LOOKALIKE'] }]);
    expect(found('\u0391bu \u0391bbas')).toEqual([{ entNum: 4, reason: ['LOOKALIKE'] }]);
    expect(found('АБУ АББАС')).toEqual([{ entNum: 4, reason: ['TRANSLITERATION'] }]);
    expect(found('Сергей Кужугетович Шойгу')).toEqual([{ entNum: 9, reason: ['TRANSLITERATION'] }]);
  });

  it('reduces legal forms and tries joined words', () => {
    expect(found('Cecoex SA')).toEqual([{ entNum: 2, reason: ['EXACT'] }]);
    expect(found('Cecoex Sociedad Anonima')).toEqual([{ entNum: 2, reason: ['LEGAL_FORM'] }]);
    expect(found('Tamarindo SA de CV')).toEqual([{ entNum: 6, reason: ['EXACT'] }]);
    expect(found('Koryo Trading Company Limited')).toEqual([{ entNum: 7, reason: ['LEGAL_FORM'] }]);
    expect(found('Zagreb Holdings')).toEqual([{ entNum: 8, reason: ['LEGAL_FORM'] }]);
    expect(found('Aero Caribbean Airlines')).toEqual([{ entNum: 3, reason: ['JOINED_WORDS'] }]);
  });

  it('matches a rare listed person with the patronymic left out, not a common name with a word left out', () => {
    const bout = index.search('Viktor Bout', THRESHOLD);
    expect(bout).toEqual([
      {
        entNum: 1,
        name: 'BOUT, Viktor Anatolyevich',
        program: 'SDNT',
        score: 0.95,
        reason: ['MISSING_WORD'],
        dateOfBirth: '13 Jan 1967',
        nationality: 'Russia',
      },
    ]);
    expect(found('Viktor Anatolyevich But')).toEqual([{ entNum: 1, reason: ['TRANSLITERATION'] }]);
    expect(found('Sergey Shoygu')).toEqual([{ entNum: 9, reason: ['MISSING_WORD', 'TRANSLITERATION'] }]);
    expect(found('Maria Silva')).toEqual([]);
    expect(found('Maria Santos')).toEqual([]);
    // A surname is never the missing word.
    expect(found('Viktor Anatolyevich')).toEqual([]);
  });
});
