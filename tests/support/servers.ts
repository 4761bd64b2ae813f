/**
 * Helpers of the suites and benchmarks that start the product's processes: a free loopback port,
 * and waiting until a server answers (giving up as soon as its process exits).
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Resolves when `url` answers 2xx. Throws when `child` (the process serving it) exits first, or after
 * `timeoutMs`; the message ends with `log()` (what the process printed, when it was captured).
 */
export async function waitFor(url: string, child: ChildProcess, timeoutMs: number, log: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process serving ${url} exited with ${child.exitCode}\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${log()}`);
}
