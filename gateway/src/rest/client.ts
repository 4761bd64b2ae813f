/**
 * The one HTTP client to the REST API: an undici Pool with connect, headers and body timeouts
 * (DESIGN §6). Every call forwards the caller's bearer token as is; GET lookups are retried once on
 * a connection failure, writes never. Failing statuses become GraphQL errors (rest/errors.ts).
 */
import { FormData, Pool, fetch, type Dispatcher } from 'undici';
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
}

/** A file for a multipart upload. */
export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';

const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** Told of every REST call as it starts (debug logging; tests count calls to catch N+1). */
export type RestCallObserver = (method: string, path: string) => void;

export class RestClient {
  private readonly pool: Pool;
  private readonly observe: RestCallObserver | undefined;
  private readonly origin: string;
  private readonly basePath: string;

  constructor(
    config: Pick<GatewayConfig, 'restApiUrl' | 'restConnectTimeoutMs' | 'restHeadersTimeoutMs' | 'restBodyTimeoutMs'>,
    observe?: RestCallObserver,
  ) {
    this.observe = observe;
    const url = new URL(config.restApiUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(this.origin, {
      connections: 128,
      pipelining: 1,
      connect: { timeout: config.restConnectTimeoutMs },
      headersTimeout: config.restHeadersTimeoutMs,
      bodyTimeout: config.restBodyTimeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  private headers(caller: Caller, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (caller.authorization) headers.authorization = caller.authorization;
    if (caller.forwardedFor) headers['x-forwarded-for'] = caller.forwardedFor;
    if (caller.requestId) headers['x-request-id'] = caller.requestId;
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
    let reply: { status: number; text: string };
    try {
      reply = await this.send(options);
    } catch (error) {
      if (method === 'GET' && isConnectionFailure(error)) {
        try {
          reply = await this.send(options);
        } catch (again) {
          throw upstreamUnavailable(again);
        }
      } else {
        throw upstreamUnavailable(error);
      }
    }
    return this.parse<T>(reply.status, reply.text);
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
   * Sends one file as multipart/form-data (field 'file') and returns the parsed JSON reply.
   * @throws as json().
   */
  async upload<T>(path: string, caller: Caller, file: UploadFile): Promise<T> {
    this.observe?.('POST', path);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    let status: number;
    let text: string;
    try {
      const response = await fetch(this.origin + this.basePath + path, {
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
