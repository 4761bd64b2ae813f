import { describe, expect, it } from 'vitest';
import { FIGURE_DECIMALS, figuresLimitMessage, investmentInput, monthlyIncomeOf, payoutValues, renewalFigures } from './figures';
import { setLanguage } from '../../i18n';
import { keptAmount } from '../../ui/amountText';

describe('figures as the inputs read them (docs/money-and-dates.md#typed-amounts)', () => {
  it('leave a refused figure out of the income and out of a complete form, never reading it as another amount', () => {
    const refused = keptAmount('1.000,50', 'en', FIGURE_DECIMALS.amountUsd);
    expect(monthlyIncomeOf(refused, '1.5')).toBe('0.00');
    expect(keptAmount('1.000,50', 'pt-BR', FIGURE_DECIMALS.amountUsd)).toBe('1000.50');
    expect(keptAmount('1,5', 'pt-BR', FIGURE_DECIMALS.percentageUsd)).toBe('1.5');
  });
});

describe('live monthly income (amount x percentage / 100, to the cent, half-up)', () => {
  it('computes from the typed text', () => {
    expect(monthlyIncomeOf('1000', '1.5')).toBe('15.00');
    expect(monthlyIncomeOf('5000', '2.5')).toBe('125.00');
    expect(monthlyIncomeOf('333.33', '2.5')).toBe('8.33');
    expect(monthlyIncomeOf('1000.', '1.50')).toBe('15.00');
  });

  it('rounds half-up to the cent, without binary floating point', () => {
    expect(monthlyIncomeOf('100.10', '0.5')).toBe('0.50'); // 0.5005
    expect(monthlyIncomeOf('1', '0.5')).toBe('0.01'); // 0.005
    expect(monthlyIncomeOf('1', '0.4999')).toBe('0.00'); // 0.004999
    expect(monthlyIncomeOf('0.1', '70')).toBe('0.07');
  });

  it('is 0.00 while a value is blank', () => {
    expect(monthlyIncomeOf('', '1.5')).toBe('0.00');
    expect(monthlyIncomeOf('1000', '')).toBe('0.00');
  });
});

describe('the input sent', () => {
  it('keeps only the payout fields of its type', () => {
    const base = { ...payoutValues(), pix: 'x@y.com', bankName: 'Itaú', branch: '1', accountNumber: '2' };
    const figures = {
      amountUsd: '1000.',
      percentageUsd: '1.50',
      amountBrl: '5000',
      percentageBrl: '2.5',
      months: 12,
      creationDate: '2026-03-01',
    };
    const pix = investmentInput({ clientId: '7' }, { ...base, payoutType: 'PIX' }, figures);
    expect(pix).toMatchObject({
      clientId: '7',
      amountUsd: '1000',
      percentageUsd: '1.5',
      months: 12,
      pix: 'x@y.com',
      bankName: null,
      branch: null,
    });
    expect(pix).not.toHaveProperty('originalInvestmentId');
    const bank = investmentInput({ clientId: '7' }, { ...base, payoutType: 'BANK_DEPOSIT' }, figures, '3');
    expect(bank).toMatchObject({ pix: null, bankName: 'Itaú', originalInvestmentId: '3' });
    const zelle = investmentInput({ clientId: '7' }, { ...base, payoutType: 'ZELLE' }, { ...figures, creationDate: '' });
    expect(zelle).toMatchObject({ pix: 'x@y.com', bankName: 'Itaú', creationDate: null });
  });

  it('a renewal takes the original figures, created today', () => {
    expect(
      renewalFigures(
        { amountUsd: '1000.00', percentageUsd: '1.5000', amountBrl: '5000.00', percentageBrl: '2.5000', months: 12 },
        '2026-05-02',
      ),
    ).toEqual({
      amountUsd: '1000.00',
      percentageUsd: '1.5000',
      amountBrl: '5000.00',
      percentageBrl: '2.5000',
      months: 12,
      creationDate: '2026-05-02',
    });
  });
});

describe("the REST API's limits on the amounts (docs/money-and-dates.md#limits, issue 30 item 7)", () => {
  const figures = { amountUsd: '1000', percentageUsd: '1.5', amountBrl: '5000', percentageBrl: '1.5', months: 12, creationDate: '' };

  it('names the amount over its limit and the limit, in each language; nothing when within', async () => {
    expect(figuresLimitMessage(figures)).toBeNull();
    expect(figuresLimitMessage({ ...figures, amountUsd: '1000000000.00' })).toBeNull();
    expect(figuresLimitMessage({ ...figures, amountUsd: '99999999999999' })).toBe('Amount USD must be at most 1,000,000,000.00');
    await setLanguage('pt-BR');
    try {
      expect(figuresLimitMessage({ ...figures, amountBrl: '99999999999999' })).toBe('Valor BRL: pode ser no máximo 10.000.000.000,00');
    } finally {
      await setLanguage('en');
    }
  });
});
