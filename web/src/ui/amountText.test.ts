import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue, type Language } from '../i18n';
import { isWireDecimal } from '@agency/rules';
import { amountRefusalText, groupedAmountText, keptAmount, readAmount, refusedAmount, type AmountReading } from './amountText';

// The Portuguese sentences are asserted word for word.
beforeAll(() => loadCatalogue('pt-BR'));

const refusal = (text: string, language: Language, decimals = 2): string => {
  const reading = readAmount(text, language, decimals);
  if (reading.kind !== 'refused') throw new Error(`${text} was read as ${JSON.stringify(reading)}`);
  return amountRefusalText(reading, decimals, language);
};

describe('typed amounts in each language (docs/money-and-dates.md#typed-amounts)', () => {
  it("reads the language's own forms", () => {
    expect(readAmount('1,234.56', 'en', 2)).toEqual({ kind: 'amount', value: '1234.56' });
    expect(readAmount(' 1234.56 ', 'en', 2)).toEqual({ kind: 'amount', value: '1234.56' });
    expect(readAmount('1.234,56', 'pt-BR', 2)).toEqual({ kind: 'amount', value: '1234.56' });
    expect(readAmount('1234,56', 'pt-BR', 2)).toEqual({ kind: 'amount', value: '1234.56' });
    expect(readAmount('1.234', 'pt-BR', 2)).toEqual({ kind: 'amount', value: '1234' });
    expect(readAmount('1,234', 'en', 2)).toEqual({ kind: 'amount', value: '1234' });
    expect(readAmount('5.', 'en', 2)).toEqual({ kind: 'amount', value: '5' });
    expect(readAmount(',5', 'pt-BR', 2)).toEqual({ kind: 'amount', value: '0.5' });
    expect(readAmount('5,400000', 'pt-BR', 6)).toEqual({ kind: 'amount', value: '5.400000' });
    // What the form sends is the wire's form (docs/money-and-dates.md#amounts), which the REST API
    // requires: no leading zero, no blanks.
    for (const [typed, language] of [
      ['010.00', 'en'],
      ['  010,00 ', 'pt-BR'],
      ['0,50', 'pt-BR'],
      ['.5', 'en'],
    ] as const) {
      const reading = readAmount(typed, language, 2);
      expect(reading.kind === 'amount' && isWireDecimal(reading.value), `${typed}: ${JSON.stringify(reading)}`).toBe(true);
    }
    expect(readAmount('', 'en', 2)).toEqual({ kind: 'empty' });
  });

  it("refuses the other language's form, saying how it was read (issue 30: 1.234,56 was $1.23)", () => {
    expect(refusal('1.234,56', 'en')).toBe('Did you mean 1,234.56? Type amounts as 1,234.56.');
    expect(refusal('12,50', 'en')).toBe('Did you mean 12.50? Type amounts as 1,234.56.');
    expect(refusal('1,234.56', 'pt-BR')).toBe('Você quis dizer 1.234,56? Digite valores como 1.234,56.');
    expect(refusal('1.5', 'pt-BR')).toBe('Você quis dizer 1,5? Digite valores como 1.234,56.');
  });

  it('refuses a text that is a different amount in each language', () => {
    expect(refusal('1.000', 'en', 6)).toBe('This reads as 1.000 or as 1,000: type it without a thousands separator.');
    expect(refusal('5,432', 'pt-BR', 6)).toBe('Isto pode ser lido como 5,432 ou como 5.432: digite sem separador de milhar.');
    // Unless the other reading is more than the field takes: a rate is at most 1000.
    expect(readAmount('5.432', 'en', 6, '1000')).toEqual({ kind: 'amount', value: '5.432' });
    expect(readAmount('5,432', 'pt-BR', 6, '1000')).toEqual({ kind: 'amount', value: '5.432' });
  });

  it('refuses blanks, signs, currency symbols, extra decimals and a count with decimals', () => {
    expect(refusal('1 234,56', 'en')).toBe('Type the amount without blanks: did you mean 1,234.56?');
    expect(refusal('1 234,56', 'pt-BR')).toBe('Digite o valor sem espaços: você quis dizer 1.234,56?');
    expect(refusal('R$ 10', 'pt-BR')).toBe('Digite só algarismos, como 1.234,56 (sem sinal nem símbolo de moeda).');
    expect(refusal('-5', 'en')).toBe('Type digits only, as 1,234.56 (no sign, no currency symbol).');
    expect(refusal('1.2345', 'en', 2)).toBe('Type at most 2 decimals, as 1,234.56.');
    expect(refusal('2.5', 'pt-BR', 0)).toBe('Digite um número inteiro, como 1.234.');
    expect(refusal('2.5', 'en', 0)).toBe('Type a whole number, as 1,234.');
    expect(readAmount('1.000', 'pt-BR', 0)).toEqual({ kind: 'amount', value: '1000' });
  });

  it('keeps a refused text apart from any amount, and a blank as blank', () => {
    expect(keptAmount('1.234,56', 'en', 2)).toBe(refusedAmount('1.234,56'));
    expect(keptAmount('1.234,56', 'pt-BR', 2)).toBe('1234.56');
    expect(keptAmount('  ', 'pt-BR', 2)).toBe('');
  });
});

/** Every way a person may type `cents`/100 with `places` decimals in `language`'s form. */
function typings(whole: string, fraction: string, language: Language): string[] {
  const [decimal, group] = language === 'en' ? ['.', ','] : [',', '.'];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const tail = fraction === '' ? '' : `${decimal}${fraction}`;
  return [`${whole}${tail}`, `${grouped}${tail}`, ` ${grouped}${tail} `, `${grouped.split(group).join(' ')}${tail}`];
}

describe('property: a typed amount reads as exactly that amount, or is refused', () => {
  const LANGUAGES: Language[] = ['en', 'pt-BR'];
  const amount = fc.record({
    whole: fc.bigInt({ min: 0n, max: 99_999_999_999n }).map(String),
    places: fc.integer({ min: 0, max: 2 }),
    digits: fc.integer({ min: 0, max: 99 }),
  });

  it('over random amounts typed in either language, with or without grouping, blanks and symbols', () => {
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('', 'R$ ', '$', 'US$ '),
        // Money; a rate without and with its most (MAX_EXCHANGE_RATE: a larger reading is no ambiguity).
        fc.constantFrom<[number, string | undefined]>([2, undefined], [6, undefined], [6, '1000']),
        ({ whole, places, digits }, typedIn, screen, symbol, [decimals, max]) => {
          const fraction = String(digits).padStart(2, '0').slice(0, places);
          const meant = fraction === '' ? whole : `${whole}.${fraction}`;
          // An amount above the field's most is refused by its limits, whatever it is read as.
          fc.pre(max === undefined || Number(whole) < Number(max));
          for (const text of typings(whole, fraction, typedIn)) {
            const reading: AmountReading = readAmount(`${symbol}${text}`, screen, decimals, max);
            if (reading.kind === 'amount') {
              expect(reading.value).toBe(meant);
              // Read as the typist meant it only when typed in the screen's own form, or when both forms agree.
              expect(symbol).toBe('');
            } else {
              expect(reading.kind).toBe('refused');
            }
          }
          // Typed in the screen's own form without blanks or symbols, it is always read (never refused as ambiguous for money).
          if (typedIn === screen && decimals === 2) {
            expect(readAmount(typings(whole, fraction, screen)[1]!, screen, 2)).toEqual({ kind: 'amount', value: meant });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shows each refused reading as the screen writes it, so a suggestion is the amount meant', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...LANGUAGES), ({ whole, places, digits }, screen) => {
        const other: Language = screen === 'en' ? 'pt-BR' : 'en';
        const fraction = String(digits).padStart(2, '0').slice(0, places);
        const meant = fraction === '' ? whole : `${whole}.${fraction}`;
        const reading = readAmount(typings(whole, fraction, other)[1]!, screen, 2);
        if (reading.kind === 'refused') expect(reading.readings).toContain(groupedAmountText(meant, screen));
      }),
      { numRuns: 1000 },
    );
  });
});
