/**
 * Importing clients through the gateway against a real rest-api (docs/import.md): the file travels as base64 and reaches the
 * REST API as multipart with its dry-run flag and mapping; the reply comes back in GraphQL's words. Administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, signedInEmployee, startTestStack, type TestStack } from '../test-support/stack.js';
import { CPFS } from '../test-support/people.js';

const IMPORT = `mutation($file: FileInput!, $dryRun: Boolean!, $mapping: [ImportColumnInput!]) {
  importClients(file: $file, dryRun: $dryRun, mapping: $mapping) {
    id status rows new same changed refused held progress { done total }
    columns { header field guessed }
    report { line outcome field message clientId changes { field from to } }
  }
}`;

/** A small ;-delimited CSV: one good client and one whose CPF fails its check digits. */
const CSV = [
  'Nome;CPF;Data de nascimento;Telefone;Endereço;ZIP;Cidade;Estado;Tipo de documento;Número do documento',
  `Lívia Prado Gateway;${CPFS[2]};1980-05-02;(973) 555-0142;12 Ferry St;07105;Newark;NJ;Passport;P7654321`,
  'Otávio Ruas Gateway;123.456.789-00;1975-01-20;973-555-0143;14 Ferry St;07105;Newark;NJ;Passport;P7654322',
].join('\r\n');

const file = (text: string) => ({ name: 'clients.csv', type: 'text/csv', data: Buffer.from(text, 'utf8').toString('base64') });

describe('client import through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  beforeAll(async () => {
    stack = await startTestStack();
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack?.close());

  it("answers a dry run's outcomes row by row, in GraphQL's field names, and writes nothing (docs/import.md)", async () => {
    const reply = await gql(stack.gateway, IMPORT, { file: file(CSV), dryRun: true }, admin);
    expect(reply.errors).toBeUndefined();
    const dry = reply.data!.importClients;
    expect(dry).toMatchObject({ status: 'DRY_RUN', rows: 2, new: 1, refused: 1, same: 0, changed: 0, held: 0 });
    expect(dry.columns).toContainEqual({ header: 'CPF', field: 'CLIENT_CPF', guessed: true });
    expect(dry.columns).toContainEqual({ header: 'Nome', field: 'CLIENT_FULL_NAME', guessed: true });
    expect(dry.report).toEqual([
      expect.objectContaining({ line: 2, outcome: 'NEW', field: null, changes: [] }),
      expect.objectContaining({ line: 3, outcome: 'REFUSED', field: 'CLIENT_CPF', message: expect.stringMatching(/\S/) }),
    ]);
    const asked = await gql(stack.gateway, 'query($id: ID!) { clientImport(id: $id) { id status rows } }', { id: dry.id }, admin);
    expect(asked.data!.clientImport).toEqual({ id: dry.id, status: 'DRY_RUN', rows: 2 });
    const refused = await gql(
      stack.gateway,
      'query($id: ID!) { clientImportRefusedRows(id: $id) { data fileExtension mimeType } }',
      { id: dry.id },
      admin,
    );
    expect(refused.data!.clientImportRefusedRows).toMatchObject({ fileExtension: 'csv', mimeType: 'text/csv' });
    const csv = Buffer.from(refused.data!.clientImportRefusedRows.data, 'base64').toString('utf8');
    expect(csv).toContain('Otávio Ruas Gateway');
    expect(csv).not.toContain('Lívia Prado Gateway');
    const clients = await gql(stack.gateway, '{ clients(search: "Gateway", page: 1, perPage: 12) { total } }', {}, admin);
    expect(clients.data!.clients.total).toBe(0);
  });

  it('sends the mapping the administrator chose: a column left out is not read', async () => {
    const mapping = [
      { header: 'Nome', field: 'CLIENT_FULL_NAME' },
      { header: 'CPF', field: null },
    ];
    const reply = await gql(stack.gateway, IMPORT, { file: file(CSV), dryRun: true, mapping }, admin);
    expect(reply.errors).toBeUndefined();
    const columns = reply.data!.importClients.columns as { header: string; field: string | null; guessed: boolean }[];
    expect(columns.find((c) => c.header === 'CPF')).toEqual({ header: 'CPF', field: null, guessed: false });
    expect(columns.find((c) => c.header === 'Nome')).toEqual({ header: 'Nome', field: 'CLIENT_FULL_NAME', guessed: false });
  });

  it('imports open orders with the first day of use given: an older Pending order is refused naming it, a newer one made (orderId)', async () => {
    const ORDERS = `mutation($file: FileInput!, $dryRun: Boolean!, $firstDayOfUse: Date) {
      importClients(file: $file, dryRun: $dryRun, firstDayOfUse: $firstDayOfUse) {
        id status firstDayOfUse new refused report { line outcome field message orderId }
      }
    }`;
    const csv = [
      'Nome;CPF;Data de nascimento;Telefone;Endereço;ZIP;Cidade;Estado;Tipo de documento;Número do documento;Favorecido;CPF do favorecido;' +
        'Chave Pix;Estado do favorecido;Cidade do favorecido;Pedido;Data;Valor;Câmbio;Status',
      `Marta Lobo Gateway;${CPFS[3]};1970-04-03;(973) 555-0144;16 Ferry St;07105;Newark;NJ;Passport;P7654323;Rui Lobo Gateway;${CPFS[0]};` +
        `${CPFS[0]};SP;Santos;G-1;2025-12-15;100,00;5,40;Pendente`,
      `Marta Lobo Gateway;${CPFS[3]};1970-04-03;(973) 555-0144;16 Ferry St;07105;Newark;NJ;Passport;P7654323;Rui Lobo Gateway;${CPFS[0]};` +
        `${CPFS[0]};SP;Santos;G-2;2026-01-10;1.234,56;5,40;Pendente`,
    ].join('\r\n');
    const reply = await gql(stack.gateway, ORDERS, { file: file(csv), dryRun: false, firstDayOfUse: '2026-01-01' }, admin);
    expect(reply.errors).toBeUndefined();
    const done = reply.data!.importClients;
    expect(done).toMatchObject({ status: 'DONE', firstDayOfUse: '2026-01-01', new: 1, refused: 1 });
    expect(done.report[0]).toMatchObject({ line: 2, outcome: 'REFUSED', field: 'ORDER_STATUS', orderId: null });
    expect(done.report[0].message).toContain('(2026-01-01)');
    expect(done.report[1]).toMatchObject({ line: 3, outcome: 'NEW', orderId: expect.stringMatching(/^\d+$/) });
    const order = await gql(
      stack.gateway,
      'query($id: ID!) { order(id: $id) { amountUsd amountBrl creationDate status } }',
      { id: done.report[1].orderId },
      admin,
    );
    expect(order.errors).toBeUndefined();
    expect(order.data!.order).toEqual({ amountUsd: '1234.56', amountBrl: '6666.62', creationDate: '2026-01-10', status: 'PENDING' });
  });

  it('refuses an employee with FORBIDDEN, and a mapping naming a header twice with BAD_USER_INPUT', async () => {
    const clerk = await signedInEmployee(stack.gateway, admin, { fullName: 'Clerk Import', email: 'clerk.import@gateway.test' });
    const refused = await gql(stack.gateway, IMPORT, { file: file(CSV), dryRun: true }, clerk.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const twice = await gql(
      stack.gateway,
      IMPORT,
      {
        file: file(CSV),
        dryRun: true,
        mapping: [
          { header: 'Nome', field: 'CLIENT_FULL_NAME' },
          { header: 'Nome', field: null },
        ],
      },
      admin,
    );
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(twice.errors?.[0]?.message).toMatch(/^mapping\.1\.header/);
  });

  it("pages the report: report(outcome, offset, limit) answers the rows asked for, from the REST API's pages", async () => {
    // Another header than CSV's ('Rua'), so the mapping the test above saved for CSV's headers is not used.
    const lines = [CSV.split('\r\n')[0]!.replace('Endereço', 'Rua')];
    // 120 rows: every tenth one's CPF fails its check digits (REFUSED); past the reply's first 100 rows.
    for (let i = 0; i < 120; i += 1) {
      const cpf = i % 10 === 9 ? '123.456.789-00' : CPFS[i % 2]!;
      lines.push(
        `Paging ${String(i).padStart(3, '0')} Gateway;${cpf};1980-05-02;(973) 555-0142;12 Ferry St;07105;Newark;NJ;Passport;P${i}`,
      );
    }
    const reply = await gql(stack.gateway, IMPORT, { file: file(lines.join('\r\n')), dryRun: true }, admin);
    expect(reply.errors).toBeUndefined();
    const dry = reply.data!.importClients;
    expect(dry).toMatchObject({ rows: 120, refused: 12 });
    expect(dry.report).toHaveLength(100);
    const pages = await gql(
      stack.gateway,
      `query($id: ID!) { clientImport(id: $id) {
        first: report(limit: 2) { line }
        last: report(offset: 118, limit: 5) { line }
        refused: report(outcome: REFUSED, offset: 10) { line outcome field }
      } }`,
      { id: dry.id },
      admin,
    );
    expect(pages.errors).toBeUndefined();
    expect(pages.data!.clientImport).toEqual({
      first: [{ line: 2 }, { line: 3 }],
      last: [{ line: 120 }, { line: 121 }],
      refused: [
        { line: 111, outcome: 'REFUSED', field: 'CLIENT_CPF' },
        { line: 121, outcome: 'REFUSED', field: 'CLIENT_CPF' },
      ],
    });
    const tooMany = await gql(
      stack.gateway,
      'query($id: ID!) { clientImport(id: $id) { report(limit: 5000) { line } } }',
      { id: dry.id },
      admin,
    );
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toMatch(/^limit: /);
  });
});
