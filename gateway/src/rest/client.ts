/**
 * The one HTTP client to the REST API: an undici Pool (one REST URL) or BalancedPool (several,
 * docs/operations.md#processes) with connect, headers and body timeouts. Every call
 * forwards the caller's bearer token as is, and GATEWAY_SECRET so the REST API believes the
 * X-Forwarded-For we send. A refused connection (the request never left) is tried on the next host,
 * once per host, writes included; other connection failures retry GET lookups once, writes never.
 * Failing statuses become GraphQL errors (rest/errors.ts).
 */
import { BalancedPool, FormData, Pool, fetch, type Dispatcher } from 'undici';
import type { GatewayConfig } from '../config.js';
import { restError, upstreamUnavailable } from './errors.js';

/** Who is calling: forwarded on every REST request. */
export interface Caller {
  /** The browser's 'Authorization' header value, forwarded as is (or null when absent). */
  authorization: string | null;
  /** The browser's address, passed on as X-Forwarded-For (the REST API trusts it from us only). */
  forwardedFor: string | null;
  /** The request id, passed on as x-request-id so logs of both processes line up. */
  requestId: string | null;
  /**
   * The browser's User-Agent, passed on as is, so the REST API records the browser of a sign-in (the signed-in devices
   * of docs/employees-and-access.md#sessions) rather than the gateway's HTTP client.
   */
  userAgent?: string | null;
}

/** A file for a multipart upload. */
export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';

const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
}

function isConnectionFailure(error: unknown): boolean {
  const code = errorCode(error);
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** The request never reached a server (nothing listens there): safe to send elsewhere, even a write. */
function isRefused(error: unknown): boolean {
  return errorCode(error) === 'ECONNREFUSED';
}

/** Told of every REST call as it ends: method, the route's path without ids, HTTP status (0: no reply), seconds. */
export type RestCallTimer = (method: string, path: string, status: number, seconds: number) => void;

/** Told of every REST call as it starts (debug logging; tests count calls to catch N+1). */
export type RestCallObserver = (method: string, path: string) => void;

export class RestClient {
  private readonly pool: Pool | BalancedPool;
  private readonly observe: RestCallObserver | undefined;
  private readonly origins: string[];
  private readonly basePath: string;
  private readonly gatewaySecret: string | null;
  /** Told of every call's outcome (metrics). */
  timer: RestCallTimer | undefined;

  /**
   * `config.restApiUrl`: one URL or a comma-separated list with the same path (GatewayConfig).
   */
  constructor(
    config: Pick<GatewayConfig, 'restApiUrl' | 'restConnectTimeoutMs' | 'restHeadersTimeoutMs' | 'restBodyTimeoutMs'> & {
      gatewaySecret?: string | null;
    },
    observe?: RestCallObserver,
  ) {
    this.observe = observe;
    const urls = config.restApiUrl.split(',').map((u) => new URL(u.trim()));
    this.origins = urls.map((u) => u.origin);
    this.basePath = urls[0]!.pathname.replace(/\/+$/, '');
    this.gatewaySecret = config.gatewaySecret ?? null;
    const options: Pool.Options = {
      connections: 128,
      pipelining: 1,
      connect: { timeout: config.restConnectTimeoutMs },
      headersTimeout: config.restHeadersTimeoutMs,
      bodyTimeout: config.restBodyTimeoutMs,
      keepAliveTimeout: 10_000,
    };
    this.pool = this.origins.length === 1 ? new Pool(this.origins[0]!, options) : new BalancedPool(this.origins, options);
  }

  /** How many REST hosts this client balances across. */
  get hosts(): number {
    return this.origins.length;
  }

  private headers(caller: Caller, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (this.gatewaySecret) headers['x-gateway-secret'] = this.gatewaySecret;
    if (caller.authorization) headers.authorization = caller.authorization;
    if (caller.forwardedFor) headers['x-forwarded-for'] = caller.forwardedFor;
    if (caller.requestId) headers['x-request-id'] = caller.requestId;
    if (caller.userAgent) headers['user-agent'] = caller.userAgent;
    return headers;
  }

  /**
   * Calls the REST API with a JSON body (or none) and returns the parsed JSON reply;
   * `extraHeaders` adds request headers (Idempotency-Key).
   * @throws GraphQLError with extensions.code from the status, or UPSTREAM_UNAVAILABLE.
   */
  async json<T>(method: Method, path: string, caller: Caller, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    this.observe?.(method, path);
    const options: Dispatcher.DispatchOptions = {
      method,
      path: this.basePath + path,
      headers: this.headers(caller, body === undefined ? extraHeaders : { 'content-type': 'application/json', ...extraHeaders }),
      body: body === undefined ? null : JSON.stringify(body),
    };
    const started = performance.now();
    let reply: { status: number; text: string };
    try {
      reply = await this.sendAnywhere(options);
    } catch (error) {
      if (method === 'GET' && isConnectionFailure(error) && !isRefused(error)) {
        try {
          reply = await this.send(options);
        } catch (again) {
          this.timer?.(method, path, 0, (performance.now() - started) / 1000);
          throw upstreamUnavailable(again);
        }
      } else {
        this.timer?.(method, path, 0, (performance.now() - started) / 1000);
        throw upstreamUnavailable(error);
      }
    }
    this.timer?.(method, path, reply.status, (performance.now() - started) / 1000);
    return this.parse<T>(reply.status, reply.text);
  }

  /**
   * send(), tried on the next host while a host refuses the connection (at most once per host, plus
   * one: the balanced pool lowers a failing host's weight, so the next pick is another one).
   */
  private async sendAnywhere(options: Dispatcher.DispatchOptions): Promise<{ status: number; text: string }> {
    const attempts = this.origins.length === 1 ? 1 : this.origins.length + 1;
    for (let i = 1; ; i += 1) {
      try {
        return await this.send(options);
      } catch (error) {
        if (i >= attempts || !isRefused(error)) throw error;
      }
    }
  }

  /**
   * Sends one request and collects the whole reply as UTF-8 text. Uses undici's dispatch with a
   * handler rather than `request()`: no stream per reply, which measured 12% of the gateway's CPU
   * per orders page (tests/perf/README.md). The pool's connect, headers and body timeouts apply.
   * @throws undici's errors (connection refused or reset, timeouts) as they come.
   */
  private send(options: Dispatcher.DispatchOptions): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      let status = 0;
      let chunks: Buffer[] = [];
      this.pool.dispatch(options, {
        onRequestStart() {
          // Nothing to set up; its presence selects undici's current handler interface.
        },
        onResponseStart(_controller, statusCode) {
          // Called again after a 1xx informational reply: only the final one counts.
          status = statusCode;
          chunks = [];
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          resolve({ status, text: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8') });
        },
        onResponseError(_controller, error) {
          reject(error);
        },
      });
    });
  }

  /**
   * GET of a file the REST API writes (a CSV export): its body as a stream when the reply is 200.
   * @throws the GraphQLError of a refusal (json()'s codes) or UPSTREAM_UNAVAILABLE.
   */
  async download(path: string, caller: Caller): Promise<{ contentType: string; body: NodeJS.ReadableStream }> {
    this.observe?.('GET', path);
    let reply: Dispatcher.ResponseData;
    try {
      reply = await this.pool.request({ method: 'GET', path: this.basePath + path, headers: this.headers(caller, { accept: '*/*' }) });
    } catch (error) {
      throw upstreamUnavailable(error);
    }
    if (reply.statusCode !== 200) return this.parse<never>(reply.statusCode, await reply.body.text());
    return { contentType: String(reply.headers['content-type'] ?? 'application/octet-stream'), body: reply.body };
  }

  /**
   * Sends one file as multipart/form-data (field 'file'), with `fields` as text parts before it, and returns the
   * parsed JSON reply.
   * @throws as json().
   */
  async upload<T>(path: string, caller: Caller, file: UploadFile, fields: Record<string, string> = {}): Promise<T> {
    this.observe?.('POST', path);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    let status: number;
    let text: string;
    try {
      const response = await fetch(this.origins[0]! + this.basePath + path, {
        method: 'POST',
        body: form,
        headers: this.headers(caller),
        dispatcher: this.pool,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw upstreamUnavailable(error);
    }
    return this.parse<T>(status, text);
  }

  private parse<T>(status: number, text: string): T {
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (status < 400) throw upstreamUnavailable(new Error(`unreadable reply (${status})`));
      }
    }
    if (status >= 400) {
      const message =
        (parsed as { message?: unknown } | null)?.message && typeof (parsed as { message: unknown }).message === 'string'
          ? (parsed as { message: string }).message
          : `REST API answered ${status}`;
      throw restError(status, message, parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null);
    }
    return parsed as T;
  }

  /** Closes every pooled connection. */
  async close(): Promise<void> {
    await this.pool.close();
  }
}
