/**
 * How an import reads an open order's cells (docs/import.md "Open orders", "Mapping"): the old system's
 * number guessed from its header, amounts in a spreadsheet's forms (never read as another amount),
 * and status words in both languages.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@agency/rules';
import { guessColumns } from './mapping.js';
import { amountCell, statusOf } from './orders.js';

describe("an open order's cells", () => {
  it("guesses the old system's number from its header, not a bare 'Número' (a house number)", () => {
    const fields = (header: string) => guessColumns([header])[0]!.field;
    for (const header of ['Pedido', 'Nº do pedido', 'Número do pedido', 'Order', 'Order number', 'Order #', 'Referência']) {
      expect([header, fields(header)]).toEqual([header, 'order.reference']);
    }
    expect(fields('Número')).toBeNull();
    expect(fields('Valor do pedido')).toBe('order.amountUSD');
    expect(fields('Data do pedido')).toBe('order.creationDate');
  });

  it("reads a Portuguese column's 1.234,56 and an English one's 1,234.56; any other form goes to the rules as typed", () => {
    expect(amountCell('1.234,56', true)).toBe('1234.56');
    expect(amountCell('1234,5', true)).toBe('1234.5');
    expect(amountCell('R$ 10,00', true)).toBe('10.00');
    expect(amountCell('1.234', true)).toBe('1234');
    // A rate has up to 6 decimals: 5.432 is five reais and change, not 5,432.
    expect(amountCell('5.432', true, 'rate')).toBe('5.432');
    expect(amountCell('5,4321', true, 'rate')).toBe('5.4321');
    expect(amountCell('1,234.56', false)).toBe('1234.56');
    expect(amountCell('US$ 100.00', false)).toBe('100.00');
    // The other language's form is left as typed, for the rules to refuse.
    expect(amountCell('1.234,56', false)).toBe('1.234,56');
    expect(amountCell('12,50', false)).toBe('12,50');
    expect(amountCell('1,234.56', true)).toBe('1,234.56');
    expect(amountCell('  ', true)).toBeUndefined();
  });

  it('reads status words in English and Portuguese; blank is Pending; Renewed and unknown words are refused', () => {
    expect(['Pendente', 'em aberto', 'Pending', ''].map(statusOf)).toEqual(Array(4).fill(ORDER_STATUS.PENDING));
    expect(['Em espera', 'On hold', 'STANDBY', 'Aguardando'].map(statusOf)).toEqual(Array(4).fill(ORDER_STATUS.STANDBY));
    expect(['Concluído', 'Pago', 'Completed', 'paid'].map(statusOf)).toEqual(Array(4).fill(ORDER_STATUS.COMPLETED));
    expect(['Cancelado', 'Canceled', 'Cancelled'].map(statusOf)).toEqual(Array(3).fill(ORDER_STATUS.CANCELLED));
    expect(() => statusOf('Renovado')).toThrow('status: must be one of Pending, On hold, Completed, Cancelled');
    expect(() => statusOf('4')).toThrow(/not "4"/);
  });
});
