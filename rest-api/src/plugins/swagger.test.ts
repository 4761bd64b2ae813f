/**
 * The served OpenAPI document describes every operation for people and tools: an operationId (unique),
 * a summary, a description, an example on each parameter, body and reply that validates against its
 * schema, public routes without security, and no union of literals left as anyOf/oneOf.
 */
import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import { expect, it } from 'vitest';
import { backends, useApp } from '../test-support/build.js';
import { operationIdOf } from './swagger.js';

// ajv-formats is CommonJS: under NodeNext its default import is the plugin function itself.
const addFormats = formats as unknown as typeof formats.default;

type Json = Record<string, any>;

const pglite = backends()[0]!;
const t = useApp(pglite);

async function served(): Promise<Json> {
  const res = await t.current.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function operationsOf(document: Json): { path: string; method: string; operation: Json }[] {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ path, method, operation: operation as Json })),
  );
}

it('derives a camelCase operation id from method and path', () => {
  expect(operationIdOf('DELETE', '/api/recipient/pix/:id')).toBe('deleteRecipientPixById');
  expect(operationIdOf('POST', '/api/transaction/partial/update/{recordId}')).toBe('postTransactionPartialUpdateByRecordId');
  expect(operationIdOf('GET', '/api/health')).toBe('getHealth');
});

it('gives every operation a unique operationId, a summary and a description; public routes need no token', async () => {
  const document = await served();
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(80);
  const ids = operations.map(({ operation }) => operation.operationId);
  expect(new Set(ids).size).toBe(operations.length);
  for (const { path, method, operation } of operations) {
    expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
    expect(operation.description, `${method} ${path}`).toEqual(expect.any(String));
  }
  const publicOnes = operations.filter(({ operation }) => Array.isArray(operation.security) && operation.security.length === 0);
  expect(publicOnes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
    'get /api/health',
    'post /api/auth/authenticate',
    'post /api/auth/mfa',
  ]);
  const signIn = operations.find(({ path }) => path === '/api/auth/authenticate')!;
  expect(signIn.operation.description).toContain('no token');
});

it('names the shared schemas and writes unions of literals as enums', async () => {
  const document = await served();
  const schemas = document.components.schemas as Json;
  for (const name of ['ErrorReply', 'Candidate', 'Recipient', 'Transaction', 'Employee']) expect(schemas[name], name).toBeDefined();
  expect(Object.keys(schemas).filter((name) => /^def-\d+$/.test(name))).toEqual([]);
  expect(schemas.RoleID).toMatchObject({ type: 'integer', enum: [1, 2] });
  const text = JSON.stringify(document);
  expect(text).not.toContain('"const"');
  const literalUnions: string[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${at}/${index}`));
    else if (node && typeof node === 'object') {
      for (const key of ['anyOf', 'oneOf']) {
        const members = (node as Json)[key];
        if (Array.isArray(members) && members.every((member: Json) => Array.isArray(member.enum) && member.enum.length === 1))
          literalUnions.push(at);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
    }
  };
  visit(document, '');
  expect(literalUnions).toEqual([]);
});

it('gives every parameter, body and reply an example that validates against its schema', async () => {
  const document = await served();
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const local = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
  const failures: string[] = [];
  let checked = 0;
  const check = (where: string, schema: unknown, example: unknown) => {
    checked += 1;
    if (example === undefined) {
      failures.push(`${where}: no example`);
      return;
    }
    const validate = ajv.compile(local(schema));
    if (!validate(example)) failures.push(`${where}: ${ajv.errorsText(validate.errors)}`);
  };
  for (const { path, method, operation } of operationsOf(document)) {
    for (const parameter of (operation.parameters ?? []) as Json[])
      check(`${method} ${path} ${parameter.in} ${parameter.name}`, parameter.schema, parameter.example);
    for (const [type, media] of Object.entries((operation.requestBody?.content ?? {}) as Record<string, Json>)) {
      check(`${method} ${path} body ${type}`, media.schema, media.example);
    }
    for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
      for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
        check(`${method} ${path} ${status} ${type}`, media.schema, media.example);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(200);
});
