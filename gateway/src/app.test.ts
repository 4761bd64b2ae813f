/**
 * The gateway's own guarantees (docs/ARCHITECTURE.md#contracts, #security): REST faults become UPSTREAM_UNAVAILABLE quickly,
 * GET lookups are retried once after a dropped connection and writes never are, CSRF prevention and
 * graphql-armor limits are on, the scalars refuse bad values. The fake upstreams here exist only to
 * inject faults; behaviour against our real REST API is tested in the domain suites.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from './app.js';
import { loadGatewayConfig } from './config.js';
import { scalarResolvers } from './scalars.js';
import { gql } from './test-support/stack.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A TCP upstream whose every connection is handled by `onConnection` (index from 0). */
async function fakeUpstream(onConnection: (socket: Socket, index: number) => void): Promise<string> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnection(socket, count++);
  });
  server.on('close', () => sockets.forEach((s) => s.destroy()));
  const origClose = server.close.bind(server);
  server.close = (cb?: (err?: Error) => void) => {
    sockets.forEach((s) => s.destroy());
    return origClose(cb);
  };
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const AGENCY_JSON = JSON.stringify({ name: 'Fault Agency', address: '1 A St', phone: '+1 (555) 555-0000', timeZone: 'America/New_York' });
function answerJson(socket: Socket): void {
  socket.once('data', () => {
    socket.end(
      `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(AGENCY_JSON)}\r\nconnection: close\r\n\r\n${AGENCY_JSON}`,
    );
  });
}

async function gatewayOver(restUrl: string, env: Record<string, string> = {}) {
  return createGateway(loadGatewayConfig({ REST_API_URL: restUrl, WEB_DIST: '/nonexistent', ...env }), { logger: false });
}

describe('gateway faults and limits', () => {
  it('answers UPSTREAM_UNAVAILABLE when the REST API is down', async () => {
    const gateway = await gatewayOver('http://127.0.0.1:1');
    const reply = await gql(gateway, '{ agency { name } }', {}, 'token');
    expect(reply.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await gateway.close();
  });

  it('gives up on a REST API that never answers, within the headers timeout', async () => {
    const url = await fakeUpstream(() => undefined);
    const gateway = await gatewayOver(url, { REST_HEADERS_TIMEOUT_MS: '300' });
    const started = Date.now();
    const reply = await gql(gateway, '{ agency { name } }', {}, 'token');
    expect(reply.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5000);
    await gateway.close();
  });

  it('retries a GET lookup once after a dropped connection', async () => {
    const url = await fakeUpstream((socket, index) =>
      index === 0 ? socket.once('data', () => socket.resetAndDestroy()) : answerJson(socket),
    );
    const gateway = await gatewayOver(url);
    const reply = await gql(gateway, '{ agency { name } }', {}, 'token');
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({ agency: { name: 'Fault Agency' } });
    await gateway.close();
  });

  it('never retries a write after a dropped connection', async () => {
    // Only the write's connections count: the per-address limit may first ask GET /api/auth/me
    // about the token (docs/graphql-limits.md#anonymous-callers), a read that may be retried.
    let connections = 0;
    const url = await fakeUpstream((socket) => {
      socket.once('data', (chunk) => {
        if (chunk.toString().startsWith('POST ')) connections += 1;
        socket.resetAndDestroy();
      });
    });
    const gateway = await gatewayOver(url);
    const reply = await gql(gateway, 'mutation { logout }', {}, 'token');
    expect(reply.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(connections).toBe(1);
    await gateway.close();
  });

  it('forwards the caller token as is', async () => {
    let seen = '';
    const url = await fakeUpstream((socket) =>
      socket.once('data', (chunk) => {
        seen = chunk.toString();
        socket.end(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(AGENCY_JSON)}\r\n\r\n${AGENCY_JSON}`,
        );
      }),
    );
    const gateway = await gatewayOver(url);
    await gql(gateway, '{ agency { name } }', {}, 'abc.DEF-123');
    expect(seen).toMatch(/^authorization: Bearer abc\.DEF-123\r$/im);
    await gateway.close();
  });

  it('refuses a GET without a preflight header (CSRF prevention)', async () => {
    const gateway = await gatewayOver('http://127.0.0.1:1');
    const csrf = await gateway.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
    expect(csrf.statusCode).toBe(400);
    expect(csrf.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    await gateway.close();
  });

  it('answers 404 JSON for unknown API paths and the playground page falls back to the web app', async () => {
    const gateway = await gatewayOver('http://127.0.0.1:1');
    const missing = await gateway.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
    await gateway.close();
  });
});

describe('health', () => {
  it('is ready (/healthz 200) only while the REST API answers its health check; /livez answers either way', async () => {
    const up = await fakeUpstream((socket) => {
      socket.once('data', () => {
        const body = JSON.stringify({ status: 'ok', database: 'pglite' });
        socket.end(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
        );
      });
    });
    const ready = await gatewayOver(up);
    expect((await ready.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', rest: 'ok' });
    await ready.close();

    const down = await gatewayOver('http://127.0.0.1:1');
    const reply = await down.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: 'unavailable' });
    expect((await down.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    await down.close();
  });
});

describe('serving the web app', () => {
  it('serves files built after start, and index.html for the app routes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const gateway = await gatewayOver('http://127.0.0.1:1', { WEB_DIST: dist });
    try {
      writeFileSync(join(dist, 'app-123.js'), 'console.info(1)');
      const asset = await gateway.inject({ method: 'GET', url: '/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      const route = await gateway.inject({ method: 'GET', url: '/orders/pending?page=2' });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>app</title>');
      const api = await gateway.inject({ method: 'GET', url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      // A file that is not there is a 404, not the app's page.
      const missing = await gateway.inject({ method: 'GET', url: '/assets/gone-456.js' });
      expect(missing.statusCode).toBe(404);
    } finally {
      await gateway.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers a signed-in route with app.html (the signed-in code preloaded) and /login with the light index.html', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>sign in</title>');
    const app = `<!doctype html><title>app</title>${'<link rel="modulepreload" href="/assets/signed-in-1.js">'.repeat(40)}`;
    writeFileSync(join(dist, 'app.html'), app);
    writeFileSync(join(dist, 'app.html.br'), brotliCompressSync(app));
    const gateway = await gatewayOver('http://127.0.0.1:1', { WEB_DIST: dist });
    try {
      for (const url of ['/dashboard', '/orders/pending?page=2', '/order/12']) {
        const page = await gateway.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-encoding']).toBe('br');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(brotliDecompressSync(page.rawPayload).toString()).toBe(app);
      }
      for (const url of ['/login', '/login?next=%2Forders', '/']) {
        const page = await gateway.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>sign in</title>');
      }
    } finally {
      await gateway.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends the brotli or gzip copy a browser accepts, hashed assets cached a year and the page never', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(dist, 'assets'));
    const js = 'console.info("a chunk");\n'.repeat(200);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
    const gateway = await gatewayOver('http://127.0.0.1:1', { WEB_DIST: dist });
    try {
      const br = await gateway.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gz = await gateway.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
      const plain = await gateway.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
      for (const url of ['/', '/orders/pending']) {
        const page = await gateway.inject({ method: 'GET', url });
        expect(page.body).toContain('<title>app</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await gateway.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends the security headers on pages and on /graphql, with no HSTS on plain http', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const gateway = await gatewayOver('http://127.0.0.1:1', { WEB_DIST: dist });
    try {
      const page = await gateway.inject({ method: 'GET', url: '/orders' });
      const graphql = await gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      });
      expect(graphql.json()).toEqual({ data: { __typename: 'Query' } });
      for (const { headers } of [page, graphql]) {
        expect(headers['content-security-policy']).toContain("default-src 'self'");
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['content-security-policy']).toContain("script-src 'self'");
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await gateway.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('refuses a TRUST_PROXY hop count, which Fastify 5 would turn into trusting no proxy', () => {
    expect(() => loadGatewayConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadGatewayConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadGatewayConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadGatewayConfig({}).trustProxy).toBe(false);
  });
});

describe('scalars', () => {
  it('takes a Date only when it is a real calendar date (the shared rule)', () => {
    expect(scalarResolvers.Date.parseValue('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '0999-01-01', '']) {
      expect(() => scalarResolvers.Date.parseValue(bad)).toThrow(/^Date: must be a calendar date YYYY-MM-DD/);
    }
  });

  it('reads REST_API_URL as one URL or a comma-separated list with one path', () => {
    expect(loadGatewayConfig({ REST_API_URL: 'http://10.0.0.5:3001/, http://10.0.0.6:3001' }).restApiUrl).toBe(
      'http://10.0.0.5:3001,http://10.0.0.6:3001',
    );
    expect(() => loadGatewayConfig({ REST_API_URL: 'http://a:1,ftp://b:2' })).toThrow(
      /REST_API_URL must be an http\(s\) URL or a comma-separated list/,
    );
    expect(() => loadGatewayConfig({ REST_API_URL: 'http://a:1/x,http://b:2/y' })).toThrow(/same path/);
    expect(() => loadGatewayConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must have at least 16 characters/);
    expect(() => loadGatewayConfig({ LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'/,
    );
    expect(() => loadGatewayConfig({ PORT: '4000x' })).toThrow(/PORT must be a whole number from 0 to 65535/);
    expect(() => loadGatewayConfig({ AGENCY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/AGENCY_TIME_ZONE must be an IANA time zone/);
    expect(loadGatewayConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('has no /metrics without METRICS_TOKEN', async () => {
    const gateway = await createGateway(loadGatewayConfig({ REST_API_URL: 'http://127.0.0.1:1', WEB_DIST: '/nonexistent' }), {
      logger: false,
    });
    try {
      expect((await gateway.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await gateway.close();
    }
  });
});
