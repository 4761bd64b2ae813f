/**
 * Starts the gateway: reads the environment (PORT, HOST, REST_API_URL, WEB_DIST, ...), builds the
 * server and listens. A bad setting stops the process with a message naming it. SIGINT/SIGTERM stop
 * it gracefully (docs/operations.md "Stopping").
 */
import { ConfigError, loadGatewayConfig } from './config.js';

// A signal while the app is still loading or being built (the launcher stopping during start) is
// kept and acted on once there is an app to close, so the process still stops with its one line.
// The app's modules are imported after this, for the same reason.
let signalledEarly: NodeJS.Signals | undefined;
const keepSignal = (signal: NodeJS.Signals) => (signalledEarly ??= signal);
process.on('SIGINT', keepSignal);
process.on('SIGTERM', keepSignal);

async function main(): Promise<void> {
  let config;
  try {
    config = loadGatewayConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`gateway: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { createGateway } = await import('./app.js');
  const app = await createGateway(config);
  let stopping = false;
  // Stops taking connections, lets requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), logs one line.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return; // Ctrl-C reaches the launcher and us: one stop is enough
    stopping = true;
    const started = Date.now();
    const deadline = setTimeout(() => {
      app.log.warn(
        `gateway pid ${process.pid} stopped on ${signal}: requests still running after ${config.shutdownTimeoutMs} ms were cut off`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    app
      .close()
      .then(() => {
        app.log.info(`gateway pid ${process.pid} stopped on ${signal}: requests finished (${Date.now() - started} ms)`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, `gateway pid ${process.pid} did not stop cleanly on ${signal}`);
        process.exit(1);
      });
  };
  process.off('SIGINT', keepSignal);
  process.off('SIGTERM', keepSignal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (signalledEarly) {
    stop(signalledEarly);
    return;
  }
  if (config.restWaitMs > 0) await waitForRest(config.restApiUrl, config.restWaitMs, () => stopping);
  if (stopping) return;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Agency back office ready: http://localhost:${config.port} (GraphQL at /graphql, playground at /playground), REST API ${config.restApiUrl}`,
  );
}

/**
 * Resolves once one of the REST API's URLs (comma-separated) answers /api/health with 2xx, or after
 * `waitMs` (then the gateway listens anyway and its /healthz says what is missing), or when stopped.
 */
async function waitForRest(restApiUrl: string, waitMs: number, stopped: () => boolean): Promise<void> {
  const urls = restApiUrl.split(',');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline && !stopped()) {
    for (const url of urls) {
      try {
        if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!stopped()) process.stderr.write(`gateway: the REST API did not answer within ${waitMs} ms (REST_WAIT_MS); listening anyway\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
