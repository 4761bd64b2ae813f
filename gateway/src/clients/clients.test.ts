/**
 * Clients and beneficiaries through the gateway, against a real rest-api: batching of lookups into
 * one REST call (docs/ARCHITECTURE.md#contracts, no N+1), the fallback for hosts without the batch extension, the UI's
 * field names in errors (docs/ARCHITECTURE.md#contracts: cpf), documents, Pix keys (docs/clients-and-beneficiaries.md#screens, #validation, #calls) and the ZIP lookup
 * (docs/clients-and-beneficiaries.md#calls, docs/errors.md 'Zip error!').
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.js';
import { loadGatewayConfig } from '../config.js';
import { beneficiaryInput, clientInput } from '../test-support/people.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gql, signIn, startTestStack, type TestStack } from '../test-support/stack.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const CLIENT_FIELDS = 'id fullName birthday cpf telephone zipCode city state country documentType documentNumber hasDocument';
const CREATE_CLIENT = `mutation($input: ClientInput!) { createClient(input: $input) { ${CLIENT_FIELDS} } }`;
const CREATE_BENEFICIARY =
  'mutation($input: BeneficiaryInput!) { createBeneficiary(input: $input) { id fullName cpf payoutType pix bankName pixKeys { id key main } } }';

describe('clients and beneficiaries through the gateway', () => {
  let stack: TestStack;
  let admin: string;
  const calls: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({}, {}, { onRestCall: (method, path) => calls.push(`${method} ${path}`) });
    admin = await signIn(stack.gateway, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => stack?.close());

  async function createClient(name: string, cpf?: string) {
    const reply = await gql(stack.gateway, CREATE_CLIENT, { input: clientInput(name, cpf) }, admin);
    expect(reply.errors).toBeUndefined();
    return reply.data!.createClient;
  }

  it('turns every client lookup of one operation into one batch REST call (no N+1)', async () => {
    const ids = [];
    for (const name of ['Ana Batch', 'Bia Batch', 'Caio Batch', 'Duda Batch']) ids.push((await createClient(name)).id);
    calls.length = 0;
    const query = `{ ${ids.map((id, i) => `c${i}: client(id: "${id}") { fullName }`).join(' ')} again: client(id: "${ids[0]}") { city } }`;
    const reply = await gql(stack.gateway, query, {}, admin);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.c2.fullName).toBe('Caio Batch');
    expect(calls).toEqual(['POST /api/client/search/ids']);
  });

  it('answers a page of beneficiaries with their Pix keys in one REST call', async () => {
    for (let i = 0; i < 3; i += 1) {
      const reply = await gql(
        stack.gateway,
        CREATE_BENEFICIARY,
        { input: beneficiaryInput(`Page Benef ${i}`, `page.benef.${i}@example.com`) },
        admin,
      );
      expect(reply.errors).toBeUndefined();
    }
    calls.length = 0;
    const reply = await gql(
      stack.gateway,
      '{ beneficiaries(search: "page benef", page: 1, perPage: 12) { total items { fullName pixKeys { key main } } } }',
      {},
      admin,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.beneficiaries.total).toBe(3);
    expect(reply.data!.beneficiaries.items[0].pixKeys).toEqual([{ key: 'page.benef.0@example.com', main: true }]);
    expect(calls).toEqual(['POST /api/recipient/search/pagination/page%20benef']);
  });

  it('names the field as the UI does when a CPF is invalid, and stores nothing (docs/ARCHITECTURE.md#contracts, docs/clients-and-beneficiaries.md)', async () => {
    const before = (await gql(stack.gateway, '{ clients(search: "Invalid Cpf") { total } }', {}, admin)).data!.clients.total;
    const reply = await gql(stack.gateway, CREATE_CLIENT, { input: clientInput('Invalid Cpf Person', '12345678900') }, admin);
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.message).toMatch(/^cpf: /);
    expect((await gql(stack.gateway, '{ clients(search: "Invalid Cpf") { total } }', {}, admin)).data!.clients.total).toBe(before);
  });

  it('finds clients by name without accents or case (João finds joao)', async () => {
    await createClient('João Acentuado');
    const reply = await gql(
      stack.gateway,
      '{ clientsByName(name: "joao acent") { fullName } none: clientsByName(name: "zzzz-nobody") { id } }',
      {},
      admin,
    );
    expect(reply.data!.clientsByName.map((c: { fullName: string }) => c.fullName)).toContain('João Acentuado');
    expect(reply.data!.none).toEqual([]);
  });

  it('refuses a name with an unpaired surrogate as BAD_USER_INPUT naming the argument, in every name lookup', async () => {
    const lookups: [string, string][] = [
      ['query($v: String!) { clientsByName(name: $v) { id } }', 'name'],
      ['query($v: String!) { clientByFullName(fullName: $v) { id } }', 'fullName'],
      ['query($v: String!) { beneficiariesByName(name: $v) { id } }', 'name'],
      ['query($v: String!) { clients(search: $v) { total } }', 'search'],
    ];
    for (const [query, field] of lookups) {
      const reply = await gql(stack.gateway, query, { v: 'Ana \udc00 Lima' }, admin);
      expect(reply.errors?.[0], query).toMatchObject({
        message: `${field}: must not contain a NUL character or an unpaired surrogate`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('uploads a document and downloads it back byte for byte; none gives NOT_FOUND (docs/errors.md)', async () => {
    const client = await createClient('Docs Person');
    const missing = await gql(stack.gateway, 'query($id: ID!) { clientDocument(id: $id) { data } }', { id: client.id }, admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const upload = await gql(
      stack.gateway,
      'mutation($id: ID!, $file: FileInput!) { uploadClientDocument(id: $id, file: $file) { id hasDocument } }',
      { id: client.id, file: { name: 'passport.pdf', type: 'application/pdf', data: PDF.toString('base64') } },
      admin,
    );
    expect(upload.errors).toBeUndefined();
    expect(upload.data!.uploadClientDocument.hasDocument).toBe(true);
    const download = await gql(
      stack.gateway,
      'query($id: ID!) { clientDocument(id: $id) { data fileExtension mimeType } }',
      { id: client.id },
      admin,
    );
    expect(Buffer.from(download.data!.clientDocument.data, 'base64').equals(PDF)).toBe(true);
    expect(download.data!.clientDocument).toMatchObject({ fileExtension: 'pdf', mimeType: 'application/pdf' });
  });

  it('keeps exactly one main Pix key, mirrored in pix (docs/clients-and-beneficiaries.md Pix list manager)', async () => {
    const created = await gql(
      stack.gateway,
      CREATE_BENEFICIARY,
      { input: beneficiaryInput('Pix Keys Person', 'first.key@example.com') },
      admin,
    );
    const id = created.data!.createBeneficiary.id;
    const added = await gql(
      stack.gateway,
      'mutation($id: ID!) { addPixKey(beneficiaryId: $id, key: "+5511987654321") { pix pixKeys { id key main } } }',
      { id },
      admin,
    );
    expect(added.errors).toBeUndefined();
    const keys = added.data!.addPixKey.pixKeys;
    expect(keys.filter((k: { main: boolean }) => k.main)).toHaveLength(1);
    const second = keys.find((k: { key: string }) => k.key === '+5511987654321');
    const made = await gql(
      stack.gateway,
      'mutation($id: ID!) { setMainPixKey(pixKeyId: $id) { pix pixKeys { key main } } }',
      { id: second.id },
      admin,
    );
    expect(made.data!.setMainPixKey.pix).toBe('+5511987654321');
    expect(made.data!.setMainPixKey.pixKeys.filter((k: { main: boolean }) => k.main)).toEqual([{ key: '+5511987654321', main: true }]);
    const bad = await gql(stack.gateway, 'mutation($id: ID!) { addPixKey(beneficiaryId: $id, key: "not a key") { id } }', { id }, admin);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/^key: /);
  });

  it('looks up a ZIP offline and says Zip error! for an unknown one (docs/clients-and-beneficiaries.md#calls, docs/errors.md)', async () => {
    const reply = await gql(stack.gateway, '{ zipLookup(zipCode: "07102") { zipCode city state } }', {}, admin);
    expect(reply.data!.zipLookup).toEqual({ zipCode: '07102', city: 'Newark', state: 'NJ' });
    const unknown = await gql(stack.gateway, '{ zipLookup(zipCode: "00000") { city } }', {}, admin);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Zip error!', extensions: { code: 'NOT_FOUND' } });
  });

  it('looks up a ZIP only for a live session: a made-up or signed-out token is UNAUTHENTICATED and answers no place', async () => {
    for (const token of ['garbage', 'a'.repeat(43)]) {
      const reply = await gql(stack.gateway, '{ zipLookup(zipCode: "07102") { city } }', {}, token);
      expect(reply.data?.zipLookup ?? null, token).toBeNull();
      expect(reply.errors?.[0]?.extensions?.code, token).toBe('UNAUTHENTICATED');
    }
  });
});

describe('fronting a REST host without our extensions', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  /** A stand-in for another provider's REST host: no batch endpoint, per-id lookups only. */
  async function legacyHost(seen: string[]): Promise<string> {
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const m = /^\/api\/client\/search\/id\/(\d+)$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (m) {
        const id = Number(m[1]);
        res.end(
          JSON.stringify({
            client: {
              id,
              fullName: `Legacy ${id}`,
              birthday: '1980-01-01',
              email: '52998224725',
              telephone: '9735550101',
              streetAddress: 'x',
              zipCode: '07105',
              city: 'Newark',
              state: 'NJ',
              country: 'US',
              documentTypeID: 1,
              documentNumber: 'D1',
              hasDocument: false,
            },
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Route not found' }));
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('falls back to parallel per-id calls when the batch lookup answers 404 (docs/ARCHITECTURE.md#contracts)', async () => {
    const seen: string[] = [];
    const gateway = await createGateway(loadGatewayConfig({ REST_API_URL: await legacyHost(seen), WEB_DIST: '/nonexistent' }), {
      logger: false,
    });
    const reply = await gql(gateway, '{ a: client(id: "3") { fullName } b: client(id: "4") { fullName } }', {}, 'token');
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({ a: { fullName: 'Legacy 3' }, b: { fullName: 'Legacy 4' } });
    // Besides the lookups, the per-address limit asks once whether the token is live
    // (docs/graphql-limits.md#anonymous-callers): /api/auth/me, and on this host /api/auth/has.
    expect(seen.sort()).toEqual([
      'GET /api/auth/me',
      'GET /api/client/search/id/3',
      'GET /api/client/search/id/4',
      'POST /api/auth/has',
      'POST /api/client/search/ids',
    ]);
    await gateway.close();
  });
});
