/**
 * The package entry of @agency/rest-api: buildApp (the Fastify factory), loadConfig and the Config
 * type, for the gateway's tests that start a real REST API in-process; openDatabase for suites that
 * read the tables of a stopped server (the fuzz suite counts rows before and after).
 * The reply schemas the gateway types itself with are the separate entry @agency/rest-api/schemas (reply-schemas.ts).
 */
export { buildApp, type BuildOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export type { Database, Queryable } from './db/database.js';
export { openDatabase } from './db/index.js';
export type { App } from './types.js';
