/**
 * The log destination of both processes (docs/operations.md#processes): standard output written in
 * blocks. Lines are gathered up to 4 KB and written by one system call, at the latest LOG_FLUSH_MS
 * after they were logged, and at exit (pino flushes its destinations synchronously on 'exit', a
 * crash's included). A write per line (pino's default) cost ~4% of the gateway's CPU per request
 * (tests/perf/README.md); a line is lost only when the process is killed with SIGKILL within
 * LOG_FLUSH_MS of it. Node only (the web does not import this entry).
 */
import pino from 'pino';

/** Milliseconds a log line may wait in the buffer of bufferedStdout(). */
export const LOG_FLUSH_MS = 250;

/** A pino destination on standard output, buffered as the module says; pass it as Fastify's `logger.stream`. */
export function bufferedStdout(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}
