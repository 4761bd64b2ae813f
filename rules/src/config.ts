/**
 * Configuration by environment variable, declared once (docs/operations.md#configuration): each
 * process declares its variables as TypeBox schemas — type, bounds, pattern or enum, `default`, and a
 * `description` which is the meaning README's Configuration table shows. This module reads an
 * environment against such a declaration (readEnvironment), throws the one ConfigError both
 * processes print, and prints the Markdown table (configTable) that README carries between marker
 * comments. Imported as `@agency/rules/config`: the web app never loads it.
 *
 * Extra keys a variable's schema may carry:
 * - `defaultText`: what the table shows as default when it is not the literal `default`
 *   ("generated", "off"); without either the table says "unset".
 * - `accepted`: the problem sentence when the value is refused ("must be a redis:// URL"); without it
 *   the sentence is derived from the schema (whole number bounds, enum, minimum length).
 * - `secret: true`: the refusal does not repeat the value. `keepSpaces: true`: not trimmed.
 * A variable has a `default`, or is wrapped in Type.Optional: then unset (or blank) reads as undefined.
 */
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

export { Type };

/** A configuration value is missing or invalid; the message names the variable and what it accepts. */
export class ConfigError extends Error {
  /** The environment variable at fault, e.g. 'REST_PORT'. */
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/** The pino log levels, the values LOG_LEVEL accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Shape of the extra keys described above, as read from a schema. */
interface VariableSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  enum?: readonly unknown[];
  /** Environment variables default to a text, a number or (never yet) a boolean. */
  default?: string | number | boolean;
  description?: string;
  defaultText?: string;
  accepted?: string;
  secret?: boolean;
  keepSpaces?: boolean;
}

/** The environment as Node gives it. */
export type Environment = Record<string, string | undefined>;

/** The values of a declaration: a variable with a default is always set, a Type.Optional one may be undefined. */
export type EnvironmentValues<T extends TProperties> = Static<TObject<T>>;

/** The sentence after the variable's name when `raw` is refused. */
function problemOf(schema: VariableSchema, raw: string): string {
  const got = schema.secret ? '' : `, got '${raw}'`;
  if (schema.accepted) return `${schema.accepted}${got}`;
  if (schema.enum) return `must be one of ${schema.enum.join(', ')}${got}`;
  if (schema.type === 'integer') return `must be a whole number from ${schema.minimum} to ${schema.maximum}${got}`;
  if (schema.type === 'number') return `must be a decimal number from ${schema.minimum} to ${schema.maximum}${got}`;
  if (schema.minLength !== undefined) return `must have at least ${schema.minLength} characters${got}`;
  return `is not valid${got}`;
}

/** `raw` as the schema's type: digits to a number for integer/number, otherwise the text itself. */
function converted(schema: VariableSchema, raw: string): unknown {
  if (schema.type === 'integer') return /^\d+$/.test(raw) ? Number(raw) : raw;
  if (schema.type === 'number') return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  return raw;
}

/**
 * Reads every variable of `variables` from `env`: blank or unset takes the `default` (undefined
 * without one), anything else is converted to the schema's type and checked against it.
 * @throws ConfigError naming the first variable (in declaration order) whose value is refused.
 */
export function readEnvironment<T extends TProperties>(variables: T, env: Environment): EnvironmentValues<T> {
  const values: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(variables)) {
    const schema = declared as VariableSchema & TSchema;
    const given = env[name];
    const raw = given === undefined ? '' : schema.keepSpaces ? given : given.trim();
    if (schema.default === undefined && !Type.IsOptional(declared)) throw new Error(`${name} needs a default or Type.Optional`);
    if (raw === '') {
      values[name] = schema.default;
      continue;
    }
    const value = converted(schema, raw);
    if (!Value.Check(schema, value)) throw new ConfigError(name, problemOf(schema, raw));
    values[name] = value;
  }
  return values as EnvironmentValues<T>;
}

/** One row of the Configuration table. */
interface Row {
  names: string[];
  defaults: string[];
  meaning: string;
}

/** The default as the table shows it. */
function defaultCell(schema: VariableSchema): string {
  if (schema.defaultText !== undefined) return schema.defaultText;
  return schema.default === undefined ? 'unset' : `\`${String(schema.default)}\``;
}

/**
 * The Markdown table of every variable of `declarations` (name, default, meaning), in order of first
 * appearance; a variable several processes read is one row. Consecutive variables with the same
 * description share a row (`ADMIN_EMAIL`, `ADMIN_PASSWORD`).
 * @throws Error when a variable has no description, or two declarations of one name differ.
 */
export function configTable(declarations: readonly TProperties[]): string {
  const seen = new Map<string, VariableSchema>();
  const rows: Row[] = [];
  for (const variables of declarations) {
    for (const [name, declared] of Object.entries(variables)) {
      const schema = declared as VariableSchema;
      const earlier = seen.get(name);
      if (earlier) {
        if (JSON.stringify(earlier) !== JSON.stringify(schema))
          throw new Error(`${name} is declared twice, differently: declare it once and share it`);
        continue;
      }
      seen.set(name, schema);
      if (!schema.description) throw new Error(`${name} has no description: the table needs its meaning`);
      const last = rows.at(-1);
      if (last && last.meaning === schema.description) {
        last.names.push(name);
        last.defaults.push(defaultCell(schema));
      } else {
        rows.push({ names: [name], defaults: [defaultCell(schema)], meaning: schema.description });
      }
    }
  }
  const lines = ['| Variable | Default | What it sets |', '| --- | --- | --- |'];
  for (const row of rows) {
    lines.push(`| ${row.names.map((n) => `\`${n}\``).join(', ')} | ${row.defaults.join(', ')} | ${row.meaning} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The comments around the generated table in README.md. */
export const CONFIG_TABLE_START = '<!-- config-table:start -->';
export const CONFIG_TABLE_END = '<!-- config-table:end -->';

/**
 * `document` (README.md's text) with the part between the markers replaced by `table`.
 * @throws Error when the markers are missing.
 */
export function withConfigTable(document: string, table: string): string {
  const start = document.indexOf(CONFIG_TABLE_START);
  const end = document.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${CONFIG_TABLE_START} and ${CONFIG_TABLE_END}`);
  return `${document.slice(0, start + CONFIG_TABLE_START.length)}\n${table}${document.slice(end)}`;
}

/** True when `document` already carries exactly `table` between the markers. */
export function configTableIsCurrent(document: string, table: string): boolean {
  return withConfigTable(document, table) === document;
}

/** Variables both the REST API and the gateway read: declared once here, spread into each process's declaration. */
export const SHARED_VARIABLES = {
  REST_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3001, description: 'The REST API' }),
  GATEWAY_SECRET: Type.Optional(
    Type.String({
      minLength: 16,
      secret: true,
      defaultText: 'generated by `npm start`',
      description:
        'Shared by the gateway and the REST API (16+ characters): the REST API believes the browser address in `X-Forwarded-For` only from a request carrying it. Set it yourself when the gateway and the REST API are started apart',
    }),
  ),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      secret: true,
      description: '16+ characters: `/metrics` on every process answers `Authorization: Bearer <token>`; unset, `/metrics` is a 404',
    }),
  ),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: 10_000,
    description: 'How long a stopping process lets requests in flight finish',
  }),
  AGENCY_NAME: Type.String({ default: 'Agency Back Office', description: 'Shown in the sidebar and on receipts' }),
  AGENCY_ADDRESS: Type.String({ default: '100 Main Street, Newark, NJ 07102', description: 'Sidebar and receipts' }),
  AGENCY_PHONE: Type.String({ default: '+1 (973) 555-0100', description: 'Sidebar and receipts' }),
  AGENCY_TIME_ZONE: Type.String({ default: 'America/New_York', description: 'Decides the agency\'s "today"' }),
  LOG_LEVEL: Type.Enum([...LOG_LEVELS], {
    default: 'info',
    description:
      'pino log level of both processes; at `info` each writes one JSON line per request when it ends (method, URL, status, `ms`, and the request id the gateway passes to REST)',
  }),
  TRUST_PROXY: Type.String({
    pattern: '^[0-9a-zA-Z.:/, ]+$',
    accepted: 'must be false, true, or addresses/CIDRs/loopback',
    default: 'false',
    defaultText: 'off',
    description:
      'The proxies whose `X-Forwarded-For` is believed (`127.0.0.1` behind a local Caddy or nginx; addresses or CIDRs). On the REST API the gateway needs none: it proves itself with `GATEWAY_SECRET`',
  }),
};

/**
 * AGENCY_TIME_ZONE checked against the zones Intl knows (the schema cannot).
 * @throws ConfigError otherwise.
 */
export function agencyTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError('AGENCY_TIME_ZONE', `must be an IANA time zone such as America/New_York, got '${zone}'`);
  }
  return zone;
}

/**
 * TRUST_PROXY as Fastify's trustProxy option: false ('false', 'none', '0'), true, or the
 * address/CIDR/loopback list joined without spaces.
 * @throws ConfigError for a hop count, which Fastify 5 turns into trusting no proxy at all, or an empty item.
 */
export function trustProxyOf(raw: string): boolean | string {
  const value = raw.trim();
  if (value === 'false' || value === 'none' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must name the proxy (true, loopback, addresses or CIDRs): a hop count trusts no proxy in Fastify 5, got '${raw}'`,
    );
  }
  const parts = value.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '' || !/^[0-9a-zA-Z.:/]+$/.test(p))) {
    throw new ConfigError('TRUST_PROXY', `must be false, true, or addresses/CIDRs/loopback, got '${raw}'`);
  }
  return parts.join(',');
}
