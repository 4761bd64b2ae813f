/**
 * The ZIP lookup (docs/clients-and-beneficiaries.md#calls): the embedded dataset answers offline; with ZIP_API_KEY the
 * third-party service is asked first and any failure of it falls back to the dataset. The local
 * HTTP server stands in for that third-party service.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lookupZip, normaliseZip } from './zip.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function service(status: number, body: unknown, seen: string[] = []): Promise<string> {
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('ZIP lookup', () => {
  it('reads 5-digit and ZIP+4 codes and nothing else', () => {
    expect(normaliseZip(' 07102 ')).toBe('07102');
    expect(normaliseZip('07102-1234')).toBe('07102');
    expect(normaliseZip('7102')).toBeNull();
    expect(normaliseZip('07102x')).toBeNull();
  });

  it('answers from the embedded dataset with no key', async () => {
    await expect(lookupZip('10001', { apiKey: null, apiUrl: 'http://127.0.0.1:1' })).resolves.toEqual({
      zipCode: '10001',
      city: 'New York',
      state: 'NY',
    });
    await expect(lookupZip('00000', { apiKey: null, apiUrl: 'http://127.0.0.1:1' })).resolves.toBeNull();
  });

  it('asks the service first when a key is set', async () => {
    const seen: string[] = [];
    const url = await service(200, { results: { '07102': [{ city: 'Newark City', state_code: 'NJ' }] } }, seen);
    await expect(lookupZip('07102', { apiKey: 'k-123', apiUrl: url })).resolves.toEqual({
      zipCode: '07102',
      city: 'Newark City',
      state: 'NJ',
    });
    expect(seen[0]).toBe('/api/v1/search?apikey=k-123&codes=07102&country=US');
  });

  it('falls back to the dataset when the service fails', async () => {
    const url = await service(500, { error: 'down' });
    await expect(lookupZip('07102', { apiKey: 'k-123', apiUrl: url })).resolves.toEqual({ zipCode: '07102', city: 'Newark', state: 'NJ' });
    await expect(lookupZip('07102', { apiKey: 'k-123', apiUrl: 'http://127.0.0.1:1' })).resolves.toMatchObject({ city: 'Newark' });
  });
});
