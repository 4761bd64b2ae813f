/**
 * The REST API process: loads the configuration (exits with a message naming a bad variable),
 * builds the app and listens on REST_HOST:REST_PORT (127.0.0.1:3001 by default). On SIGINT/SIGTERM it
 * stops taking connections, lets the requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), closes
 * the database and logs one line (docs/operations.md "Stopping").
 * Exits 1 with a message when another process has the PGlite DATA_DIR open.
 */
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

// A signal while the app is still loading or being built (the launcher stopping during start) is
// kept and acted on once there is an app to close, so the process still stops with its one line.
// The app's modules are imported after this, for the same reason.
let signalledEarly: NodeJS.Signals | undefined;
const keepSignal = (signal: NodeJS.Signals) => (signalledEarly ??= signal);
process.on('SIGINT', keepSignal);
process.on('SIGTERM', keepSignal);

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { buildApp } = await import('./app.js');
  const app = await buildApp(config, { resumeImports: true });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal (Ctrl-C reaches both the launcher and us) changes nothing: we are already stopping.
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const deadline = setTimeout(() => {
      app.log.warn(
        `REST API pid ${process.pid} stopped on ${signal}: requests still running after ${config.shutdownTimeoutMs} ms were cut off`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    app
      .close()
      .then(() => {
        app.log.info(`REST API pid ${process.pid} stopped on ${signal}: requests finished, database closed (${Date.now() - started} ms)`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, `REST API pid ${process.pid} did not stop cleanly on ${signal}`);
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
  await app.listen({ port: config.restPort, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    // The message says everything (DATA_DIR, the holding process, what to do): no stack.
    process.stderr.write(`REST API not started: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`REST API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
