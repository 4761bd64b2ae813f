/** The gateway package: the server factory and its configuration, for tests and scripts. */
export { createGateway, type GatewayOptions } from './app.js';
export { loadGatewayConfig, type GatewayConfig } from './config.js';
export type { RestDataSource } from './rest/data-source.js';
