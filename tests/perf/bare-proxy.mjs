/**
 * The least any gateway in Node must do for the orders page, as a yardstick for ours
 * (gateway-cpu.bench.ts and gateway-overhead.bench.ts with --floor): Node's HTTP server reads the
 * GraphQL request and parses its JSON; one undici call to the REST API's complex search with the
 * headers our gateway sends (token, X-Forwarded-For, X-Request-Id, X-Gateway-Secret); JSON.parse
 * of the reply; the eight fields of each order picked and renamed; JSON.stringify; the reply
 * written. No GraphQL parsing or validation, no framework, no limits, no log line: only the
 * extra hop.
 *
 *   node --max-semi-space-size=64 tests/perf/bare-proxy.mjs <port> <REST API URL> <filters as JSON>
 *
 * The filters are the complex search's empty ones (processes.ts NO_FILTER, which startBareProxy passes).
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';

const [port, restUrl, filters] = process.argv.slice(2);
const NO_FILTER = JSON.parse(filters);
const pool = new Pool(restUrl, { connections: 128 });
const STATUS = { 1: 'PENDING', 2: 'COMPLETED', 3: 'CANCELLED', 4: 'RENEWED', 5: 'STANDBY' };
let requestId = 0;

createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const { variables } = JSON.parse(Buffer.concat(chunks).toString());
      const reply = await pool.request({
        method: 'POST',
        path: '/api/transaction/search/complex/table',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: req.headers.authorization,
          'x-forwarded-for': req.socket.remoteAddress,
          'x-request-id': String((requestId += 1)),
          ...(process.env.GATEWAY_SECRET ? { 'x-gateway-secret': process.env.GATEWAY_SECRET } : {}),
        },
        body: JSON.stringify({ ...NO_FILTER, pagination: { page: variables.page, perPage: 18 } }),
      });
      const page = JSON.parse(await reply.body.text());
      const items = page.transactions.map((o) => ({
        id: String(o.id),
        senderName: o.senderName,
        beneficiaryName: o.beneficiary,
        amountUsd: o.amountUSD,
        amountBrl: o.amountBRL,
        remainingValue: o.remainingValue,
        paymentDate: o.paymentDate,
        status: STATUS[o.statusID],
      }));
      const body = JSON.stringify({ data: { orders: { total: page.size, items } } });
      res.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
}).listen(Number(port), '127.0.0.1');
