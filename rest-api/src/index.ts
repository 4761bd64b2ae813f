/**
 * The package entry of @agency/rest-api: buildApp (the Fastify factory), loadConfig and the Config
 * type, for the gateway's tests that start a real REST API in-process; openDatabase for suites that
 * read the tables of a stopped server (the fuzz suite counts rows before and after).
 */
export { buildApp, type BuildOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export type { Database, Queryable } from './db/database.js';
export { openDatabase } from './db/index.js';
export type { App } from './types.js';
/** Reply types of the compliance and cancellation routes, for the gateway's REST client (type-only). */
export type { Alert, AlertDetail, AlertOrder, AlertPerson, CancellationRow, RecordkeepingRow } from './compliance/schemas.js';
export type { Cancellation, CancelReply } from './orders/schemas.js';
