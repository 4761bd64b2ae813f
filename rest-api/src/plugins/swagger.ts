/**
 * OpenAPI: @fastify/swagger builds the document from the routes' TypeBox schemas and
 * @fastify/swagger-ui serves it at /api/docs from the installed package (works offline). The docs
 * routes are public. Our extensions to the agency's REST contract carry the 'extension' tag and
 * x-extension: true.
 *
 * Everything the document says beyond the routes' own schemas is added here, in one place, so a
 * new route is described without extra work (`npm run lint:openapi` checks the result):
 * - operationId: the route's own, else camelCase of method and path (`deleteRecipientPixById`);
 * - description: the route's own, else its summary and who may call it (from `config.access`);
 * - `security: []` on the public routes (`config.access === 'public'`), `[{}, bearerAuth]` on the optional ones;
 * - named component schemas: every exported TypeBox object of a domain's schemas module is
 *   `#/components/schemas/<export name>` (see {@link SCHEMA_MODULES});
 * - string-literal unions as `{type: 'string', enum}` (tools such as openapi-to-GraphQL read
 *   anyOf-of-constants as empty objects), and `const` as a one-value enum (OpenAPI 3.0 has no const);
 * - an example on every parameter, body and reply that has none, sampled from its schema by
 *   openapi-sampler from the fields' own examples, else the recurring fields' FIELD_EXAMPLES
 *   (swagger.test.ts checks each example validates against its schema).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { sample } from 'openapi-sampler';
import * as shared from '../schemas.js';
import * as audit from '../audit/schemas.js';
import * as auth from '../auth/schemas.js';
import * as beneficiaries from '../beneficiaries/schemas.js';
import * as clients from '../clients/schemas.js';
import * as compliance from '../compliance/schemas.js';
import * as consortiums from '../consortiums/schemas.js';
import * as documents from '../documents/schemas.js';
import * as employees from '../employees/schemas.js';
import * as investments from '../investments/schemas.js';
import * as orders from '../orders/schemas.js';
import * as orderLists from '../orders/list-schemas.js';
import type { Access } from '../types.js';

/** Where the UI lives; its JSON is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** The modules whose exported object schemas become named components (a new domain adds its own). */
const SCHEMA_MODULES: Record<string, unknown>[] = [
  shared,
  audit,
  auth,
  beneficiaries,
  clients,
  compliance,
  consortiums,
  documents,
  employees,
  investments,
  orders,
  orderLists,
];

type Json = Record<string, unknown>;
type Schema = Json & { title?: string; $id?: string };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The export name of each object (or union) schema of SCHEMA_MODULES, by identity. A name exported twice keeps the first. */
function schemaNames(): Map<object, string> {
  const names = new Map<object, string>();
  for (const module of SCHEMA_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (!isObject(value) || names.has(value) || !/^[A-Z]/.test(name)) continue;
      if (value.type === 'object' || Array.isArray(value.anyOf) || Array.isArray(value.oneOf)) names.set(value, name);
    }
  }
  return names;
}

/** A stable camelCase operation id from method and path: GET /api/recipient/pix/{id} -> getRecipientPixById. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      return param ? `by-${param[1]}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

const WHO: Record<Access, string> = {
  public: 'Public: no token needed.',
  optional: 'A sign-in challenge in the body, or any signed-in employee (bearer token).',
  user: 'Any signed-in employee (bearer token).',
  admin: 'Administrators only (bearer token of an employee with roleID 1); others get 403 FORBIDDEN.',
};

/** A copy of schema where each named schema carries its name as title (hoisted to components later). */
function withTitles(schema: unknown, names: Map<object, string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withTitles(item, names));
  if (!isObject(schema)) return schema;
  const copy: Json = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withTitles(value, names);
  const name = names.get(schema);
  if (name && copy.title === undefined) copy.title = name;
  return copy;
}

type Literal = string | number | boolean;

/** The value of a `{const: x}` or `{enum: [x]}` schema, else undefined. */
function literalOf(schema: unknown): Literal | undefined {
  if (!isObject(schema)) return undefined;
  const value = schema.const ?? (Array.isArray(schema.enum) && schema.enum.length === 1 ? schema.enum[0] : undefined);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** The JSON type of literal values of one kind ('integer' when every number is whole), else undefined. */
function typeOfLiterals(values: Literal[]): string | undefined {
  const kinds = new Set(values.map((value) => typeof value));
  if (kinds.size !== 1) return undefined;
  if (kinds.has('number')) return values.every((value) => Number.isInteger(value)) ? 'integer' : 'number';
  return kinds.has('string') ? 'string' : 'boolean';
}

/** True for the schema of null, as TypeBox (`{type: 'null'}`) or @fastify/swagger (`{nullable, enum: [null]}`) writes it. */
const isNullSchema = (schema: unknown): boolean =>
  isObject(schema) &&
  (schema.type === 'null' ||
    (schema.nullable === true && Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null));

/** Rewrites, in place and deep, unions of literals of one type as enums and `const` as a one-value enum. */
function literalsAsEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) literalsAsEnums(item);
    return;
  }
  if (!isObject(node)) return;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = node[key];
    if (!Array.isArray(members) || members.length === 0) continue;
    const nullable = members.some(isNullSchema);
    const literals = members.filter((member) => !isNullSchema(member)).map(literalOf);
    if (literals.length === 0 || literals.some((literal) => literal === undefined)) continue;
    const type = typeOfLiterals(literals as Literal[]);
    if (type === undefined) continue;
    delete node[key];
    node.type = type;
    node.enum = nullable ? [...literals, null] : literals;
    if (nullable) node.nullable = true;
  }
  const value = node.const;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    node.enum = [value];
    node.type ??= typeOfLiterals([value]);
    delete node.const;
  }
  for (const child of Object.values(node)) literalsAsEnums(child);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Each operation of the document, with its method and path. */
function* operations(document: Json): Generator<Json> {
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) if (isObject(item[method])) yield item[method];
  }
}

/**
 * Moves each titled schema that SCHEMA_MODULES names into components.schemas and refers to it;
 * the hoisted `$id` schemas (@fastify/swagger calls them def-N) take their title as name.
 */
function hoistNamed(document: Json, named: Set<string>): void {
  const components = ((document.components as Json).schemas ??= {}) as Record<string, Schema>;
  // def-N (schemas with a $id) -> their title.
  const renamed = new Map<string, string>();
  for (const [key, schema] of Object.entries(components)) {
    const title = schema.title ?? schema.$id;
    if (/^def-\d+$/.test(key) && title && !(title in components)) {
      delete components[key];
      delete schema.$id;
      components[title] = schema;
      renamed.set(`#/components/schemas/${key}`, `#/components/schemas/${title}`);
    }
  }
  const visit = (node: unknown, top: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string' && renamed.has(node.$ref)) return { ...node, $ref: renamed.get(node.$ref) };
    const copy: Json = {};
    for (const [key, value] of Object.entries(node)) copy[key] = visit(value, false);
    const title = copy.title;
    if (!top && typeof title === 'string' && named.has(title)) {
      delete copy.$id;
      const existing = components[title];
      if (existing === undefined) components[title] = copy;
      else if (JSON.stringify(existing) !== JSON.stringify(copy)) return copy; // the same name, another shape: keep it inline
      return { $ref: `#/components/schemas/${title}` };
    }
    return copy;
  };
  for (const [key, schema] of Object.entries(components)) components[key] = visit(schema, true) as Schema;
  for (const operation of operations(document)) {
    const body = operation.requestBody as Json | undefined;
    for (const media of Object.values((body?.content ?? {}) as Record<string, Json>)) media.schema = visit(media.schema, false);
    for (const response of Object.values((operation.responses ?? {}) as Record<string, Json>)) {
      for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) media.schema = visit(media.schema, false);
    }
  }
}

/**
 * Examples of the fields that recur across domains, by property name: USD and BRL amounts as decimal
 * strings, calendar dates 'YYYY-MM-DD', instants in ISO 8601, US and Brazilian contact details.
 * A property takes one only when it has no example of its own and the value fits its schema.
 */
const FIELD_EXAMPLES: Record<string, string> = {
  fullName: 'Maria Souza',
  recipientName: 'Maria Souza',
  beneficiaryName: 'Maria Souza',
  clientName: 'John Smith',
  senderName: 'John Smith',
  employeeName: 'Ana Lima',
  telephone: '5085550123',
  streetAddress: '100 Main St',
  city: 'Framingham',
  state: 'MA',
  zipCode: '01701',
  country: 'US',
  pix: 'maria.souza@example.com',
  bankName: 'Banco do Brasil',
  branch: '1234',
  accountNumber: '12345-6',
  documentNumber: 'A1234567',
  date: '2026-03-15',
  creationDate: '2026-03-15',
  paymentDate: '2026-03-20',
  birthday: '1985-07-20',
  createdAt: '2026-03-15T14:05:00.000Z',
  cancelledAt: '2026-03-15T14:20:00.000Z',
  amountUSD: '100.00',
  amountBRL: '540.00',
  fee: '5.00',
  totalFee: '105.00',
  totalUSD: '105.00',
  totalBRL: '540.00',
  refundUSD: '105.00',
  exchangeRate: '5.400000',
  threshold: '10000.00',
  reason: 'Different date of birth and nationality per passport',
  note: 'Checked the passport: not the listed person',
};

/** True when value obeys the simple constraints of schema (type, length, enum). */
function fits(schema: Json, value: string): boolean {
  if (schema.type !== 'string' || schema.enum !== undefined || schema.format !== undefined || schema.pattern !== undefined) return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  return !(typeof schema.maxLength === 'number' && value.length > schema.maxLength);
}

/** Sets, in place and deep, the FIELD_EXAMPLES example of each property that has none. */
function fieldExamples(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fieldExamples(item);
    return;
  }
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      const example = FIELD_EXAMPLES[name];
      if (example !== undefined && isObject(property) && property.example === undefined && fits(property, example))
        property.example = example;
    }
  }
  for (const child of Object.values(node)) fieldExamples(child);
}

/** Gives every parameter, body and reply of the document an example when it has none. */
function addExamples(document: Json): void {
  const sampleOf = (schema: unknown): unknown =>
    sample(schema as never, { skipReadOnly: false, skipNonRequired: false, quiet: true }, document);
  for (const operation of operations(document)) {
    for (const parameter of (operation.parameters ?? []) as Json[]) {
      if (parameter.example === undefined && parameter.examples === undefined && isObject(parameter.schema)) {
        parameter.example = parameter.schema.example ?? sampleOf(parameter.schema);
      }
    }
    const media = [
      ...Object.values(((operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>),
      ...Object.values((operation.responses ?? {}) as Record<string, Json>).flatMap((response) =>
        Object.values((response.content ?? {}) as Record<string, Json>),
      ),
    ];
    for (const entry of media) {
      if (entry.example === undefined && entry.examples === undefined && isObject(entry.schema)) entry.example = sampleOf(entry.schema);
    }
  }
}

/** Registers swagger and the UI on app (call before the domain routes so they are collected). */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...(route.config ?? {}), access: 'public' };
    }
  });
  const names = schemaNames();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Agency back office REST API',
        description:
          "The REST API of the agency's back office: staff, senders (clients), beneficiaries, money-transfer orders (USD paid in the US, " +
          'BRL paid out in Brazil), investments, consortiums and compliance. Money travels as decimal strings (USD and BRL to the cent), ' +
          "calendar dates as 'YYYY-MM-DD'. Sign in with POST /api/auth/authenticate and send the token as `Authorization: Bearer <token>`. " +
          "Operations tagged 'extension' (x-extension: true) are additions to the agency's original contract. " +
          'Errors are {statusCode, error, message, code, field?} with a stable UPPER_SNAKE code.',
        version: '1.0.0',
        contact: { name: 'Agency back office team' },
      },
      servers: [{ url: 'http://localhost:3001', description: 'A local server (npm start); set PORT to move it' }],
      tags: [
        { name: 'extension', description: "Additions to the agency's original REST contract" },
        { name: 'auth', description: 'Sign in and out, sessions, password changes' },
        { name: 'employees', description: 'Staff members and their roles' },
        { name: 'configuration', description: "The agency's settings: fee, exchange rates, payment methods" },
        { name: 'clients', description: 'Senders: the clients in the US who pay for orders' },
        { name: 'beneficiaries', description: 'Recipients in Brazil and their Pix keys' },
        { name: 'orders', description: 'Money-transfer orders, their payments and lists (docs/orders.md)' },
        { name: 'investments', description: "Clients' investments and their monthly invoices" },
        { name: 'consortiums', description: 'Consortiums and the payments registered in them' },
        { name: 'compliance', description: 'Sanctions screening and record keeping (docs/compliance.md)' },
        {
          name: 'audit',
          description: 'The audit log read back: who did what, when, before and after (docs/employees-and-access.md#history-and-audit-log)',
        },
        { name: 'import', description: "Bringing an agency's clients and beneficiaries in from CSV or Excel (docs/import.md)" },
        { name: 'health', description: 'Liveness and database check' },
      ],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: ({ schema, url, route }) => {
      const given = (schema ?? {}) as Json;
      const access: Access = route.config?.access ?? 'user';
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      const summary = typeof given.summary === 'string' ? given.summary : `${method} ${url}`;
      const described: Json = {
        ...given,
        operationId: given.operationId ?? operationIdOf(method, url),
        summary,
        description: given.description ?? `${summary}. ${WHO[access]}`,
        ...(access === 'public' ? { security: [] } : access === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
      };
      if (given.body !== undefined) described.body = withTitles(given.body, names);
      if (isObject(given.response)) {
        described.response = Object.fromEntries(
          Object.entries(given.response).map(([status, reply]) => [status, withTitles(reply, names)]),
        );
      }
      return { schema: described, url };
    },
    transformObject: (documentObject) => {
      const document = ('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as Json;
      hoistNamed(document, new Set(names.values()));
      literalsAsEnums(document);
      fieldExamples(document);
      addExamples(document);
      return document;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Served over plain HTTP on localhost: never ask the browser to upgrade the assets to https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
