/**
 * Money exact to the cent, checked as a property against integer arithmetic on cents (an oracle
 * that shares no code with decimal.js), and the reading of wire amounts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountBrlFor, amountUsdForBrl, brlMatches, groupDigits, parseDecimal, sumOfPayments, totalWithFee } from './money.js';

/** Cents of a 2-decimal string, as a BigInt. */
const cents = (s: string) => BigInt(s.replace('.', ''));
/** Half-up division of non-negative BigInts. */
const divHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);
const fromCents = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

const usdArb = fc.bigInt({ min: 1n, max: 100_000_000n }).map(fromCents); // $0.01 .. $1,000,000.00
const rateArb = fc
  .bigInt({ min: 1n, max: 20_000_000n })
  .map((micro) => `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`);
const feeArb = fc.bigInt({ min: 0n, max: 50_000n }).map(fromCents);

describe('money to the cent', () => {
  it('amountBRL = amountUSD x rate rounded half-up to the cent, for any amount and rate (property)', () => {
    fc.assert(
      fc.property(usdArb, rateArb, (usd, rate) => {
        const rateMicro = BigInt(rate.replace('.', ''));
        const expected = fromCents(divHalfUp(cents(usd) * rateMicro, 1_000_000n));
        expect(amountBrlFor(usd, rate)).toBe(expected);
        expect(brlMatches(usd, rate, expected)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('total with fee and the payment lines add up exactly (property)', () => {
    fc.assert(
      fc.property(usdArb, feeArb, fc.array(usdArb, { minLength: 1, maxLength: 3 }), (usd, fee, lines) => {
        expect(totalWithFee(usd, fee)).toBe(fromCents(cents(usd) + cents(fee)));
        expect(sumOfPayments(lines)).toBe(fromCents(lines.reduce((s, l) => s + cents(l), 0n)));
      }),
      { numRuns: 2000 },
    );
  });

  it('typing BRL gives the USD whose BRL is closest, then BRL is recomputed from it (property)', () => {
    fc.assert(
      fc.property(
        usdArb,
        rateArb.filter((r) => r !== '0.000000'),
        (usd, rate) => {
          const brl = amountBrlFor(usd, rate);
          const back = amountUsdForBrl(brl, rate);
          // Round-tripping never moves BRL by more than half a cent of USD converted.
          const drift = Math.abs(Number(cents(amountBrlFor(back, rate)) - cents(brl)));
          expect(drift).toBeLessThanOrEqual(Math.ceil(Number(rate) / 2) + 1);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 and 1.005 x 100 are the classic float traps.
    expect(sumOfPayments(['0.10', '0.20'])).toBe('0.30');
    expect(amountBrlFor('1.005', '100')).toBe('100.50');
    expect(amountBrlFor('100.00', '5.4325')).toBe('543.25');
    expect(amountBrlFor('0.01', '0.5')).toBe('0.01'); // half a cent rounds up
    expect(totalWithFee('999999.99', '0.01')).toBe('1000000.00');
  });

  it('groups thousands for messages and printouts', () => {
    expect(groupDigits('3167.27')).toBe('3,167.27');
    expect(groupDigits('1000000.00')).toBe('1,000,000.00');
    expect(groupDigits('43.25')).toBe('43.25');
  });

  it('reads JSON numbers and decimal strings, and nothing else', () => {
    expect(parseDecimal('12.50')?.toFixed(2)).toBe('12.50');
    expect(parseDecimal(12.5)?.toFixed(2)).toBe('12.50');
    for (const bad of ['', '1e5', '12,50', 'abc', ' ', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY]) expect(parseDecimal(bad)).toBeNull();
  });
});
