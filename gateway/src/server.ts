/**
 * Starts the gateway: reads the environment (PORT, HOST, REST_API_URL, WEB_DIST, ...), builds the
 * server and listens. A bad setting stops the process with a message naming it.
 */
import { ConfigError, loadGatewayConfig } from './config.js';
import { createGateway } from './app.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadGatewayConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`gateway: bad configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createGateway(config);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Agency back office ready: http://localhost:${config.port} (GraphQL at /graphql, playground at /playground), REST API ${config.restApiUrl}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway: failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
