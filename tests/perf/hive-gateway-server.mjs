/**
 * Hive Gateway as hive-gateway.bench.ts runs it: the runtime of @graphql-hive/gateway, with its
 * defaults, over the supergraph the benchmark composed from the REST API's served OpenAPI document
 * (the REST transport of GraphQL Mesh, @graphql-mesh/transport-rest), on Node's HTTP server.
 *
 *   node --max-semi-space-size=64 tests/perf/hive-gateway-server.mjs <supergraph.graphql> <port>
 *
 * Serves POST /graphql, and GET /readiness once the supergraph is loaded. Stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway';
import { parse } from 'graphql';

const [supergraphFile, port] = process.argv.slice(2);
const supergraph = parse(readFileSync(supergraphFile, 'utf8'));
const gateway = createGatewayRuntime({ supergraph: () => supergraph, landingPage: false, graphiql: false });
const server = createServer(gateway);
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void gateway.dispose().finally(() => process.exit(0));
});
