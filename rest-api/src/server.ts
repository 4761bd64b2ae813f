/**
 * The REST API process: loads the configuration (exits with a message naming a bad variable),
 * builds the app and listens on REST_HOST:REST_PORT (127.0.0.1:3001 by default). Closes on SIGINT/SIGTERM.
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
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
