import { describe, expect, it } from 'vitest';
import {
  addPaymentLine,
  amountOrZero,
  chooseDays,
  commitBrl,
  CUSTOM_DAYS,
  daysLabel,
  decimalText,
  editAmount,
  initialTransfer,
  paidTotal,
  paymentsMatchTotal,
  removePaymentLine,
  renewalTransfer,
  decimalInputText,
  setCreationDate,
  setPaymentDate,
  setPaymentLine,
  totalWithFeeOf,
  transferInput,
  type TransferValues,
} from './transfer';
import { keptAmount } from '../../ui/amountText';

const base = (): TransferValues => initialTransfer({ fee: '5.00', exchangeRate: '1', today: '2026-11-20' });

describe('amounts linked both ways', () => {
  it('typing USD or the rate sets BRL = USD x rate, to the cent', () => {
    let v = editAmount(base(), 'exchangeRate', '5.3456');
    v = editAmount(v, 'amountUsd', '100');
    expect(v.amountBrl).toBe('534.56');
    v = editAmount(v, 'exchangeRate', '5.5');
    expect(v.amountBrl).toBe('550.00');
    v = editAmount(v, 'amountUsd', '0.01');
    expect(v.amountBrl).toBe('0.06'); // 0.055 half-up
  });

  it('clearing USD clears BRL; an unfinished number waits', () => {
    let v = editAmount(base(), 'amountUsd', '10');
    expect(v.amountBrl).toBe('10.00');
    v = editAmount(v, 'amountUsd', '');
    expect(v.amountBrl).toBe('');
    v = editAmount(v, 'amountUsd', '12.');
    expect(v.amountBrl).toBe('12.00');
  });

  it('typing BRL only stores it; on blur USD = round(BRL / rate, 2) and BRL is recomputed from USD', () => {
    let v = editAmount(base(), 'exchangeRate', '3');
    v = editAmount(v, 'amountBrl', '100');
    expect(v.amountUsd).toBe('');
    expect(v.amountBrl).toBe('100');
    v = commitBrl(v);
    expect(v.amountUsd).toBe('33.33');
    expect(v.amountBrl).toBe('99.99');
  });

  it('leaves a matching pair alone, and cannot divide by a zero or missing rate', () => {
    const v = editAmount(editAmount(base(), 'exchangeRate', '5'), 'amountUsd', '10');
    expect(commitBrl(v)).toBe(v);
    const zero = { ...v, exchangeRate: '0', amountBrl: '12' };
    expect(commitBrl(zero)).toBe(zero);
    const blank = { ...v, amountBrl: '' };
    expect(commitBrl(blank)).toBe(blank);
  });

  it('Total With Fee is USD + fee, blanks counting as 0', () => {
    expect(totalWithFeeOf({ amountUsd: '100', fee: '5', exchangeRate: '1', amountBrl: '' })).toBe('105.00');
    expect(totalWithFeeOf({ amountUsd: '', fee: '', exchangeRate: '1', amountBrl: '' })).toBe('0.00');
  });

  it('reads typed text without going through a float', () => {
    expect(decimalText('')).toBeNull();
    expect(decimalText('.')).toBeNull();
    expect(decimalText('5.')).toBe('5');
    expect(decimalText('.5')).toBe('0.5');
    expect(decimalText('abc')).toBeNull();
    expect(amountOrZero('  ')).toBe('0');
    expect(amountOrZero('0.1')).toBe('0.1');
  });

  it('shows what an input keeps with the decimal comma in Portuguese, and reads it back', () => {
    expect(decimalInputText('1234.56', 'pt-BR')).toBe('1234,56');
    expect(decimalInputText('1234.56', 'en')).toBe('1234.56');
    expect(decimalInputText('5.', 'pt-BR')).toBe('5,');
    // What the input shows, typed on: the next keystroke keeps the comma as the decimal mark.
    expect(keptAmount(`${decimalInputText('1234.5', 'pt-BR')}6`, 'pt-BR', 2)).toBe('1234.56');
  });
});

describe('payment in N days and the dates', () => {
  it('starts with 1 day: payment tomorrow', () => {
    expect(base().days).toBe(1);
    expect(base().paymentDate).toBe('2026-11-21');
  });

  it('choosing days sets the payment date with paymentDateFor (weekdays for 5+)', () => {
    const friday = base();
    expect(chooseDays(friday, 5).paymentDate).toBe('2026-11-27');
    const saturday = setCreationDate(friday, '2026-11-21');
    expect(saturday.paymentDate).toBe('2026-11-22');
    expect(chooseDays(saturday, 5).paymentDate).toBe('2026-11-30'); // weekend + 5 counts 6
  });

  it('typing the payment date selects Custom and keeps the date; moving the creation date then leaves it', () => {
    let v = setPaymentDate(base(), '2026-12-01');
    expect(v.days).toBe(CUSTOM_DAYS);
    expect(v.paymentDate).toBe('2026-12-01');
    v = setCreationDate(v, '2026-11-23');
    expect(v.paymentDate).toBe('2026-12-01');
    expect(daysLabel(v)).toBe('Custom (6 weekdays)');
    expect(daysLabel(chooseDays(v, 10))).toBe('10 days');
    expect(chooseDays(v, CUSTOM_DAYS).paymentDate).toBe('2026-12-01');
  });

  it('a days choice follows the creation date', () => {
    const v = setCreationDate(chooseDays(base(), 1), '2026-12-31');
    expect(v.paymentDate).toBe('2027-01-01');
  });
});

describe('payment lines', () => {
  it('adds up to 3 lines and always keeps one', () => {
    let v = base();
    v = addPaymentLine(addPaymentLine(addPaymentLine(v)));
    expect(v.payments).toHaveLength(3);
    v = removePaymentLine(removePaymentLine(removePaymentLine(v, 0), 0), 0);
    expect(v.payments).toHaveLength(1);
  });

  it('sums the values (blank = 0) and compares with Total With Fee', () => {
    let v = editAmount(base(), 'amountUsd', '100');
    v = addPaymentLine(setPaymentLine(v, 0, { value: '60' }));
    v = setPaymentLine(v, 1, { method: 'ZELLE', value: '45.00' });
    expect(paidTotal(v.payments)).toBe('105.00');
    expect(paymentsMatchTotal(v)).toBe(true);
    v = setPaymentLine(v, 1, { value: '' });
    expect(paymentsMatchTotal(v)).toBe(false);
  });
});

describe('renewal and the order input', () => {
  it('renews created tomorrow with 1 day and the original amounts and lines', () => {
    const v = renewalTransfer(
      {
        amountUsd: '200.00',
        exchangeRate: '5.123456',
        fee: '10.00',
        type: 'SPECIAL',
        paymentLines: [{ method: 'CHECK', value: '210.00' }],
      },
      '2026-11-20',
    );
    expect(v.creationDate).toBe('2026-11-21');
    expect(v.paymentDate).toBe('2026-11-22');
    expect(v.days).toBe(1);
    expect(v.amountBrl).toBe('1024.69');
    expect(v.type).toBe('SPECIAL');
    expect(v.payments).toEqual([{ method: 'CHECK', value: '210.00' }]);
  });

  it('builds the amounts of CreateOrderInput to the cent, dropping blank lines', () => {
    let v = editAmount(editAmount(base(), 'exchangeRate', '5.5'), 'amountUsd', '100.5');
    v = addPaymentLine(setPaymentLine(v, 0, { value: '105.5' }));
    expect(transferInput(v)).toEqual({
      amountUsd: '100.50',
      exchangeRate: '5.5',
      amountBrl: '552.75',
      fee: '5.00',
      totalWithFee: '105.50',
      paymentLines: [{ method: 'CASH', value: '105.50' }],
      days: 1,
      creationDate: '2026-11-20',
      paymentDate: '2026-11-21',
      type: 'NORMAL',
    });
  });
});

describe('a refused typed amount (docs/money-and-dates.md#typed-amounts)', () => {
  it('is never replaced by an Amount USD computed back from BRL', () => {
    const typed = { ...base(), amountUsd: keptAmount('1.234,56', 'en', 2), amountBrl: '543.25' };
    expect(commitBrl(typed)).toBe(typed);
  });
});
