/**
 * OpenAPI (DESIGN §3): @fastify/swagger builds the document from the routes' TypeBox schemas and
 * @fastify/swagger-ui serves it at /api/docs from the installed package (works offline). The docs
 * routes are public. Our extensions to the spec carry the 'extension' tag and x-extension: true.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Where the UI lives; its JSON is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** Registers swagger and the UI on app (call before the domain routes so they are collected). */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...(route.config ?? {}), access: 'public' };
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Agency back office REST API',
        description:
          'The REST contract of spec 01 §7 and spec 02 (paths, payloads and field names as the specs list them). ' +
          "Operations tagged 'extension' (x-extension: true) are our additions to the spec. Errors are {statusCode, error, message}.",
        version: '1.0.0',
      },
      tags: [
        { name: 'extension', description: 'Extensions to the specified contract (DESIGN §3)' },
        { name: 'auth' },
        { name: 'employees' },
        { name: 'configuration' },
        { name: 'clients' },
        { name: 'beneficiaries' },
        { name: 'orders' },
        { name: 'investments' },
        { name: 'consortiums' },
        { name: 'health' },
      ],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Served over plain HTTP on localhost: never ask the browser to upgrade the assets to https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
