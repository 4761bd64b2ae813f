import { generateCpf } from '@brazilian-utils/brazilian-utils';
import iconv from 'iconv-lite';
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { tag } from '../test-support/people.js';
import type { App } from '../types.js';

/** POSTs a file to /api/import/clients as multipart, with the form's fields. */
async function postImport(app: App, token: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({
    method: 'POST',
    url: '/api/import/clients',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload,
  });
}

const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

forEachBackend('import', (backend) => {
  const t = useApp(backend);

  it('dry-runs an Excel-saved CSV (semicolons, Windows-1252 accents) with Portuguese headers: every row NEW, nothing written', async () => {
    const { app, db } = t.current;
    const admin = await adminToken(app);
    const name = `João Conceição ${tag()}`;
    const csv = [
      'Nome;Data de nascimento;CPF;Telefone;Endereço;CEP;Cidade;Estado;Tipo de documento;Número do documento',
      `${name};10/05/1980;${masked(generateCpf())};(973) 555-0100;1 Broad Street;07102;Newark;NJ;Passaporte;P1234567`,
    ].join('\r\n');
    const res = await postImport(app, admin, iconv.encode(csv, 'windows-1252'), 'clientes.csv', { dryRun: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.report).toEqual([{ line: 2, outcome: 'NEW' }]);
    expect(body).toMatchObject({ status: 'DRY_RUN', rows: 1, new: 1, same: 0, refused: 0, progress: { done: 1, total: 1 } });
    expect(body.columns[0]).toEqual({ header: 'Nome', field: 'client.fullName', guessed: true });
    expect(body.columns[4]).toEqual({ header: 'Endereço', field: 'client.streetAddress', guessed: true });
    const found = await db.query('SELECT id FROM clients WHERE full_name = $1', [name]);
    expect(found.rows).toEqual([]);
  });
});
