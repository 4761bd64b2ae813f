/**
 * The REST API process: loads the configuration (exits with a message naming a bad variable),
 * builds the app and listens on REST_HOST:REST_PORT (127.0.0.1:3001 by default). On SIGINT/SIGTERM it
 * stops taking connections, lets the requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), closes
 * the database and logs one line (docs/operations.md "Stopping").
 * Exits 1 with a message when another process has the PGlite DATA_DIR open.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

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
  const app = await buildApp(config);
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
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
