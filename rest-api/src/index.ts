/**
 * The package entry of @agency/rest-api: buildApp (the Fastify factory), loadConfig and the Config
 * type, for the gateway's tests that start a real REST API in-process.
 */
export { buildApp, type BuildOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export type { Database, Queryable } from './db/database.js';
export type { App } from './types.js';
