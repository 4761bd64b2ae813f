/**
 * What both servers (REST API and gateway) answer a request Node's HTTP parser refuses before any
 * route sees it (docs/errors.md#requests-node-refuses): the error shape of every other refusal,
 * `{statusCode, error, message, code}`, instead of Fastify's reply without a `code`. Given to Fastify
 * as its `clientErrorHandler`. Imported as '@agency/rules/http' (servers only).
 */

/** The part of a socket the handler uses. */
interface ClientSocket {
  destroyed: boolean;
  writable: boolean;
  end(data: string): void;
  destroy(): void;
}

/** Each refusal: status, reason phrase, code and sentence, by Node's error code. */
const REFUSALS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'HEADERS_TOO_LARGE',
    'The address and headers of the request are over 16 KB: shorten the address (its search terms and filters).',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'REQUEST_TIMEOUT', 'The request took too long to arrive: send it again.'],
};
const BAD_REQUEST: [number, string, string, string] = [400, 'Bad Request', 'BAD_REQUEST', 'The request could not be read as HTTP.'];

/**
 * Fastify's clientErrorHandler: writes the refusal of `error` (431 HEADERS_TOO_LARGE for a request
 * line and headers over Node's 16 KB, 408 REQUEST_TIMEOUT, else 400 BAD_REQUEST) as JSON and closes
 * the connection. A connection the client already reset gets nothing.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: ClientSocket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [statusCode, phrase, code, message] = REFUSALS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ statusCode, error: phrase, message, code });
  socket.end(
    `HTTP/1.1 ${statusCode} ${phrase}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body}`, // ASCII: one byte a character
  );
}
