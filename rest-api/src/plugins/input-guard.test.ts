/**
 * Bad input is a 400 naming the field, never a 500: text PostgreSQL cannot store (NUL, unpaired
 * surrogates) anywhere in a body, path or query; ids written other than in digits; integers past
 * int4; bodies nested too deeply; multipart bodies that cannot be parsed.
 */
import type { RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { orderBody, createOrder } from '../test-support/orders.js';
import { createClientAndRecipient } from '../test-support/people.js';

interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

/** The integers of a schema without a minimum or a maximum, as 'path'. */
function unbounded(schema: Schema | undefined, path: string, out: string[]): string[] {
  if (!schema) return out;
  if (schema.type === 'integer' && (schema.minimum === undefined || schema.maximum === undefined)) out.push(path);
  for (const [key, sub] of Object.entries(schema.properties ?? {})) unbounded(sub, `${path}.${key}`, out);
  if (schema.items) unbounded(schema.items, `${path}[]`, out);
  for (const sub of schema.anyOf ?? []) unbounded(sub, path, out);
  return out;
}

forEachBackend('input guard', (backend) => {
  const routes: RouteOptions[] = [];
  const t = useApp(backend, { onRoute: (route) => routes.push(route) });

  it('bounds every integer a route takes in its body, path or query', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
      return ['body', 'params', 'querystring'].flatMap((part) =>
        unbounded(schema[part], `${String(route.method)} ${route.url} ${part}`, []),
      );
    });
    expect(missing).toEqual([]);
  });

  it('refuses a NUL character in the sign-in email with 400 naming the field', async () => {
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'admin\u0000@agency.test', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'email' });
  });

  it('refuses NUL and unpaired surrogates in nested body fields, names and query values', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const nested = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"fullName":"Ana \\ud800 Lima","birthday":"1980-01-01"}',
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'fullName' });

    const name = await app.inject({ method: 'GET', url: '/api/client/search/name/Ana%00Lima', headers: bearer(admin) });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'name' });

    const key = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"full\\u0000Name":"Ana"}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().code).toBe('INVALID_FIELD');

    // An emoji (a valid surrogate pair) is ordinary text.
    const emoji = await app.inject({
      method: 'GET',
      url: `/api/client/search/name/${encodeURIComponent('Ana 😀')}`,
      headers: bearer(admin),
    });
    expect(emoji.statusCode).toBe(404);
  });

  it('takes only digits for a path id: +1, " 1", 1e0 are 400 and leave the order alone; 01 is order 1', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const { client, recipient } = await createClientAndRecipient(app, admin);
    const order = await createOrder(app, admin, orderBody(client.id, recipient.id));
    const id = order.transactionDetail.id;
    for (const spelled of [`+${id}`, `%20${id}`, `${id}e0`, `${id}.0`, `0x${id.toString(16)}`]) {
      const res = await app.inject({ method: 'DELETE', url: `/api/transaction/${spelled}`, headers: bearer(admin) });
      expect(res.statusCode, spelled).toBe(400);
      expect(res.json(), spelled).toMatchObject({ code: 'INVALID_FIELD', field: 'id' });
    }
    const still = await app.inject({ method: 'GET', url: `/api/transaction/search/${id}`, headers: bearer(admin) });
    expect(still.statusCode).toBe(200);
    const padded = await app.inject({ method: 'GET', url: `/api/transaction/search/0${id}`, headers: bearer(admin) });
    expect(padded.statusCode).toBe(200);
    expect(padded.json().transactionDetail.id).toBe(id);
  });

  it('refuses integers past int4 with 400 before any SQL runs', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const search = await app.inject({
      method: 'POST',
      url: '/api/investment/search/complex',
      headers: bearer(admin),
      payload: { statusID: 2147483648, investmentID: 2147483648, page: 1, perPage: 10 },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().code).toBe('INVALID_FIELD');
    const path = await app.inject({ method: 'GET', url: '/api/transaction/search/2147483648', headers: bearer(admin) });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'id' });
    const query = await app.inject({ method: 'GET', url: '/api/investment/search/calendar?year=+2026&month=1', headers: bearer(admin) });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'year' });
  });

  it('refuses a body nested deeper than 32 levels with 400', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const deep = `{"fullName":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FIELD');
  });

  it('answers multipart without a boundary on every upload route with 400 INVALID_MULTIPART', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    for (const url of ['/api/client/upload/1', '/api/recipient/upload/1', '/api/employee/upload/1', '/api/investment/upload/1']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(admin), 'content-type': 'multipart/form-data' },
        payload: 'abc',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'INVALID_MULTIPART', field: 'file' });
    }
  });
});
