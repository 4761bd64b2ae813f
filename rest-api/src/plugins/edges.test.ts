/**
 * The error contract's edges (docs/errors.md): a client whose name is as long as a stored name may be
 * (MAX_NAME_LENGTH, accents included) is found by its name in the path; a request line over Node's
 * 16 KB is refused 431 in our error shape, with a code.
 */
import { MAX_NAME_LENGTH } from '@agency/rules';
import { expect, it } from 'vitest';
import { adminToken, bearer, forEachBackend, useApp } from '../test-support/build.js';
import { createClient, tag } from '../test-support/people.js';

forEachBackend('error contract edges', (backend) => {
  const t = useApp(backend);

  it('finds a client by a name of the longest length a name may have, accents included', async () => {
    const { app } = t.current;
    const admin = await adminToken(app);
    const start = `Zé ${tag()} `;
    const fullName = start + 'ç'.repeat(MAX_NAME_LENGTH - start.length);
    expect(fullName).toHaveLength(MAX_NAME_LENGTH);
    const client = await createClient(app, admin, { fullName });
    const path = encodeURIComponent(fullName);
    const full = await app.inject({ method: 'GET', url: `/api/client/search/name/full/${path}`, headers: bearer(admin) });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toEqual({ clientID: client.id });
    const contains = await app.inject({ method: 'GET', url: `/api/client/search/name/${path}`, headers: bearer(admin) });
    expect(contains.statusCode, contains.body).toBe(200);
    expect(contains.json().clients.map((c: { id: number }) => c.id)).toEqual([client.id]);
  });

  it('refuses a request line over 16 KB with 431 HEADERS_TOO_LARGE in the error shape, and keeps serving', async () => {
    const { app } = t.current;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const long = await fetch(`${address}/api/client/search/name/${'a'.repeat(17 * 1024)}`);
    expect(long.status).toBe(431);
    expect(await long.json()).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: expect.stringContaining('over 16 KB') as string,
      code: 'HEADERS_TOO_LARGE',
    });
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
  });
});
