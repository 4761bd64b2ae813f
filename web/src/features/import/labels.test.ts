/**
 * A refused row's sentence on the import screen in both languages (docs/screens.md "Import", docs/i18n.md "Shared rules"):
 * the field's label, then the server's problem; in Portuguese the problem read by the shared rule's key, and one the
 * rules do not name said as an invalid value, so no English reaches a Portuguese screen.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { importFieldLabel, importOutcomeLabel, rowSentence } from './labels';

afterAll(() => setLanguage('en'));

describe('a refused row said in the language in use', () => {
  it('English: the field, then the server sentence without its field path', async () => {
    await setLanguage('en');
    expect(rowSentence('CLIENT_CPF', 'client.email: must be a valid CPF or CNPJ')).toBe('Client: CPF/CNPJ: must be a valid CPF or CNPJ');
    expect(rowSentence(null, 'the row has no client name')).toBe('the row has no client name');
    expect(importOutcomeLabel('REFUSED')).toBe('Refused');
    // A day as an American writes it (the Portuguese screen says 01/11/2026), never shifted by the time zone.
    expect(
      rowSentence(
        'ORDER_STATUS',
        'order.status: an order created before the first day of use (2026-11-01) comes as history: it must be Completed or Cancelled',
      ),
    ).toBe('Order: status: an order created before the first day of use (11/01/2026) comes as history: it must be Completed or Cancelled');
  });

  it('Portuguese: the field and the rule in Portuguese, an unknown problem as an invalid value', async () => {
    await setLanguage('pt-BR');
    expect(rowSentence('CLIENT_CPF', 'client.email: must be a valid CPF or CNPJ')).toBe(
      'Cliente: CPF/CNPJ: precisa ser um CPF ou CNPJ válido',
    );
    expect(rowSentence('BENEFICIARY_PIX_KEY', 'recipient.pix: 1995-13-01 reads oddly')).toBe('Beneficiário: chave Pix: valor inválido');
    expect(importFieldLabel('BENEFICIARY_ZIP')).toBe('Beneficiário: CEP');
    // A typed date that names no day, or reads two ways, is said as typed (rest-api import/rows.ts calendarDateOf).
    expect(rowSentence('CLIENT_BIRTHDAY', 'client.birthday: 31/02/1980 is not a real date')).toBe(
      'Cliente: data de nascimento: 31/02/1980 não é uma data que exista',
    );
    expect(
      rowSentence('CLIENT_BIRTHDAY', 'client.birthday: 05/06/1980 reads as two dates (day/month or month/day): write it as YYYY-MM-DD'),
    ).toBe('Cliente: data de nascimento: 05/06/1980 pode ser lida como duas datas (dia/mês ou mês/dia): escreva AAAA-MM-DD');
    expect(importOutcomeLabel('HELD')).toBe('Retida');
    // An open order's refusals are the shared rules' too (docs/import.md "Open orders"): the first day as a Brazilian
    // writes a day, never shifted by the time zone; an amount left in the Portuguese form.
    expect(
      rowSentence(
        'ORDER_STATUS',
        'order.status: an order created before the first day of use (2026-11-01) comes as history: it must be Completed or Cancelled',
      ),
    ).toBe(
      'Pedido: status: um pedido criado antes do primeiro dia de uso (01/11/2026) entra como histórico: deve estar Concluído ou Cancelado',
    );
    expect(rowSentence('ORDER_PAID_AMOUNT', 'order.paidAmount: would take the remaining value below zero (R$ 3,594.89 remaining)')).toBe(
      'Pedido: valor pago ao beneficiário (BRL): deixaria o valor restante abaixo de zero (restam R$ 3.594,89)',
    );
    expect(
      rowSentence(
        'ORDER_STATUS',
        'order.status: must be one of Pending, On hold, Completed, Cancelled (Pendente, Em espera, Concluído, Cancelado), not "Renovado"',
      ),
    ).toBe(
      'Pedido: status: deve ser Pendente, Em espera, Concluído ou Cancelado (ou em inglês Pending, On hold, Completed, Cancelled), não "Renovado"',
    );
  });
});
