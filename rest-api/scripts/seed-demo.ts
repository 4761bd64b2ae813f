/**
 * Demo data (docs/ARCHITECTURE.md#operations: "Demo data loads only on an explicit command"): `npm run seed:demo`.
 *
 * Loads into the database the server uses (DATABASE_URL, else DATA_DIR's PGlite, read with
 * loadConfig) through the REST API's own services, so every row passes the same validation and
 * is audited like a real one: two employees, ~150 clients with Brazilian names and valid CPFs (a
 * few with a birthday today), ~150 beneficiaries (Bank Deposit, Pix with extra keys, Zelle),
 * ~2,000 orders created over the last 60 days with payment dates up to 30 days ahead, in every
 * status and type, payment lines that add up, partial payments (Completed orders fully paid), a
 * few Standby, overdue and renewed ones. A client's random orders are at least 3 days apart, so
 * they raise no compliance alert; on purpose, one client's cash order of today raises a CTR, another
 * client's two orders within 3 days raise a structuring alert, and a small invented sanctions list
 * (the tests' fixture: no real persons) matches one client, who gets a SANCTIONS alert.
 *
 * Stop the server first when it uses PGlite: PGlite's data directory takes one process at a time
 * (the script refuses while something answers on REST_PORT). It refuses a database that already
 * has orders, so it never loads twice.
 */
import { randomBytes } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { Decimal } from 'decimal.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createClient } from '../src/clients/service.js';
import { createRecipient } from '../src/beneficiaries/service.js';
import { addPix } from '../src/beneficiaries/pix.js';
import { insertEmployee } from '../src/employees/service.js';
import { changeStatus, createTransaction } from '../src/orders/service.js';
import { addPartial } from '../src/orders/partial.js';
import { createInvestment, setInvestmentStatus } from '../src/investments/service.js';
import { createConsortium, createRegister } from '../src/consortiums/service.js';
import { addCalendarDays, amountBrlFor, calendarDateIn, paymentDateFor, toCents, totalWithFee } from '@agency/rules';
import { STATUS } from '../src/orders/schemas.js';
import type { Caller } from '../src/types.js';
import { serverRunning } from './server-running.js';
import { backdateOrders } from './demo-instants.js';
import { readFile } from 'node:fs/promises';
import { raiseOrderAlerts } from '../src/compliance/alerts.js';
import { loadAndRescreen } from '../src/compliance/rescreen.js';
import { FIRST_NAMES as FIRST, SURNAMES as LAST } from './invented-names.js';

const CLIENTS = 150;
const RECIPIENTS = 150;
const ORDERS = 2000;

/** A small seeded generator (mulberry32): the same names, amounts and dates every time, relative to today (CPFs come from brazilian-utils, random). */
let seed = 20261121;
/** Names for the consortium registers (free text in the spec, not client records). */
const CLIENT_NAMES_FOR_CONSORTIUM = ['Ana Lima', 'Bruno Teixeira', 'Carla Nunes', 'Diego Moreira', 'Elaine Batista'];

function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const US_PLACES = [
  ['Newark', 'NJ', '07105', '973'],
  ['Elizabeth', 'NJ', '07201', '908'],
  ['Framingham', 'MA', '01702', '508'],
  ['Boston', 'MA', '02134', '617'],
  ['Pompano Beach', 'FL', '33060', '954'],
  ['Orlando', 'FL', '32819', '407'],
  ['Astoria', 'NY', '11103', '718'],
  ['Danbury', 'CT', '06810', '203'],
] as const;
const STREETS = ['Ferry Street', 'Main Street', 'Union Avenue', 'Broad Street', 'Elm Street', 'Washington Street', 'Lafayette Street'];
const BR_PLACES = [
  ['São Paulo', 'SP', '01310-100', '11'],
  ['Rio de Janeiro', 'RJ', '20040-002', '21'],
  ['Belo Horizonte', 'MG', '30130-010', '31'],
  ['Governador Valadares', 'MG', '35010-000', '33'],
  ['Goiânia', 'GO', '74003-010', '62'],
  ['Curitiba', 'PR', '80010-000', '41'],
  ['Salvador', 'BA', '40020-000', '71'],
  ['Recife', 'PE', '50010-000', '81'],
] as const;
const BANKS = ['Banco do Brasil', 'Caixa Econômica Federal', 'Itaú Unibanco', 'Bradesco', 'Santander Brasil', 'Nubank'];

const fullName = () => `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');

/** Seconds since `from` (performance.now()), one decimal. */
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** Prints one line of progress: what is done and how long it took since the last line. */
function progress(): (what: string) => void {
  let last = performance.now();
  return (what) => {
    console.log(`  ${what} (${seconds(last)})`);
    last = performance.now();
  };
}

async function main() {
  const started = performance.now();
  const done = progress();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (!config.databaseUrl && (await serverRunning(config.host, config.restPort))) {
    throw new Error(
      `The REST API answers on ${config.host}:${config.restPort} and owns the PGlite data directory ${config.dataDir}. Stop the server first, then run npm run seed:demo again.`,
    );
  }
  const app = await buildApp(config, { logger: false });
  const db = app.db;
  try {
    const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions');
    if (existing.rows[0]!.n > 0) throw new Error('The database already has orders: the demo data loads only into a database without any.');
    const today = calendarDateIn(config.agency.timeZone, app.now());
    const admin = (await db.query<{ id: number }>('SELECT id FROM employees WHERE role_id = 1 AND deleted_at IS NULL ORDER BY id LIMIT 1'))
      .rows[0];
    if (!admin) throw new Error('No administrator: start the server once first.');
    const callerFor = (employeeId: number, roleId: 1 | 2 = 2): Caller => ({
      employeeId,
      roleId,
      tokenHash: Buffer.alloc(32),
      via: 'session',
      sessionId: 0,
      scope: 'WRITE',
      mustChangePassword: false,
      mfaEnabled: false,
    });
    const adminCaller = callerFor(admin.id, 1);

    // Two employees who take orders, with passwords printed once.
    const staff: Caller[] = [adminCaller];
    for (const name of ['Marina Costa', 'Ricardo Alves']) {
      const password = randomBytes(12).toString('base64url');
      const email = `${plain(name)}@agency.demo`;
      // Demo accounts: the printed password works as is (no change asked at the first sign-in).
      const employee = await db.transaction((tx) =>
        insertEmployee(tx, admin.id, { fullName: name, email, password, roleID: 2, mustChangePassword: false }),
      );
      staff.push(callerFor(employee.id));
      console.log(`employee ${email} password ${password}`);
    }

    done('the database opened and two employees');
    const clients: number[] = [];
    const [, month, day] = today.split('-');
    for (let i = 0; i < CLIENTS; i += 1) {
      const [city, state, zip, area] = pick(US_PLACES);
      // Four born today: on 29 February, in a leap year (1960 + 4k), so the date exists.
      const bornToday = `${1960 + 4 * int(0, 8)}-${month}-${day}`;
      const birthday =
        i < 4 ? bornToday : `${int(1950, 2003)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
      const client = await createClient(
        db,
        adminCaller,
        {
          fullName: fullName(),
          birthday,
          email: generateCpf(),
          telephone: `+1 (${area}) ${int(200, 989)}-${digits(4)}`,
          streetAddress: `${int(1, 999)} ${pick(STREETS)}`,
          zipCode: zip,
          city,
          state,
          documentTypeID: pick([1, 2, 3] as const),
          documentNumber: `${pick(['D', 'P', 'X'])}${digits(8)}`,
        },
        today,
        app.sanctions,
      );
      clients.push(client.id);
    }

    const recipients: { id: number; payout: number; pixId: number | null }[] = [];
    done(`${CLIENTS} clients`);
    for (let i = 0; i < RECIPIENTS; i += 1) {
      const [city, state, zip, ddd] = pick(BR_PLACES);
      const name = fullName();
      const payout = i % 10 < 5 ? 2 : i % 10 < 9 ? 1 : 3;
      const cpf = generateCpf();
      const recipient = await createRecipient(
        db,
        adminCaller,
        {
          fullName: name,
          email: cpf,
          telephone: random() < 0.8 ? `+55 (${ddd}) 9${digits(4)}-${digits(4)}` : null,
          state,
          zip,
          city,
          payoutTypeID: payout,
          accountTypeID: pick([1, 2]),
          pix: payout === 2 ? cpf : payout === 3 ? `${plain(name)}@gmail.com` : null,
          bankName: payout === 1 ? pick(BANKS) : null,
          branch: payout === 1 ? digits(4) : null,
          accountNumber: payout === 1 ? `${digits(6)}-${digits(1)}` : null,
          documentTypeID: 4,
          documentNumber: cpf,
        },
        app.sanctions,
      );
      let pixId = recipient.pixList.find((p) => p.main)?.id ?? null;
      if (payout === 2 && i % 3 === 0) {
        // A second key (an email), which some orders use instead of the main one.
        const extra = await addPix(db, adminCaller, { recipientID: recipient.id, pix: `${plain(name)}.${i}@pix.demo` });
        if (i % 2 === 0) pixId = extra.id;
      }
      recipients.push({ id: recipient.id, payout, pixId });
    }

    done(`${RECIPIENTS} beneficiaries`);
    // The agency days each client has an order on: random orders keep 3 days apart per client.
    const orderDays = new Map<number, string[]>();
    const clientFor = (creationDate: string): number => {
      const near = (d: string) => Math.abs(Date.parse(d) - Date.parse(creationDate)) < 3 * 86_400_000;
      // A random client without an order within 3 days, else (every client has one) a random one.
      const start = int(0, clients.length - 1);
      let client = clients[start]!;
      for (let k = 0; k < clients.length; k += 1) {
        const candidate = clients[(start + k) % clients.length]!;
        if (!(orderDays.get(candidate) ?? []).some(near)) {
          client = candidate;
          break;
        }
      }
      orderDays.set(client, [...(orderDays.get(client) ?? []), creationDate]);
      return client;
    };

    const choices = [1, 5, 5, 10, 15, 20, 30] as const;
    const renewable: number[] = [];
    let partials = 0;
    for (let i = 0; i < ORDERS; i += 1) {
      if (i > 0 && i % 500 === 0) done(`${i} of ${ORDERS} orders`);
      const caller = pick(staff);
      const creationDate = addCalendarDays(today, -int(0, 60));
      let days: number = pick(choices);
      let paymentDate = paymentDateFor(creationDate, days);
      while (paymentDate > addCalendarDays(today, 30)) {
        days = 1;
        paymentDate = paymentDateFor(creationDate, 1);
      }
      const amountUSD = toCents(new Decimal(int(50, 3000)).plus(pick(['0', '0', '0.50', '0.25'])));
      const rate = (5.1 + random() * 0.5).toFixed(4);
      const fee = pick(['5.00', '5.00', '10.00', '15.00']);
      const totalFee = totalWithFee(amountUSD, fee);
      const cash = toCents(new Decimal(totalFee).times(pick(['1', '1', '0.5', '0.6'])).floor());
      const lines =
        cash === totalFee
          ? [{ paymentID: 1, value: totalFee }]
          : [
              { paymentID: 1, value: cash },
              { paymentID: pick([2, 3, 4]), value: toCents(new Decimal(totalFee).minus(cash)) },
            ];
      const recipient = pick(recipients);
      const renewOf = renewable.length > 20 && random() < 0.02 ? renewable.splice(int(0, renewable.length - 1), 1)[0]! : null;
      const order = await createTransaction(
        db,
        caller,
        {
          clientID: clientFor(creationDate),
          recipientID: recipient.id,
          amountUSD,
          exchangeRate: rate,
          amountBRL: amountBrlFor(amountUSD, rate),
          fee,
          totalFee,
          valueAggregates: lines,
          isRenew: renewOf !== null,
          originalTransactionID: renewOf,
          paymentDate,
          creationDate,
          days,
          pixID: recipient.payout === 2 ? recipient.pixId : null,
          transactionTypeID: pick([0, 0, 0, 0, 0, 0, 1, 1, 2]),
        },
        config.agency.timeZone,
        app.sanctions,
      );
      const id = order.transactionDetail.id;
      const amountBRL = order.transactionDetail.amountBRL;
      const past = paymentDate < today;
      const roll = random();
      // Past payment dates: mostly paid out (Completed), some cancelled, a few overdue or on hold.
      // Today and later: mostly Pending, some partly paid, a few on hold or cancelled.
      let status: number = STATUS.PENDING;
      if (past) status = roll < 0.78 ? STATUS.COMPLETED : roll < 0.88 ? STATUS.CANCELLED : roll < 0.95 ? STATUS.PENDING : STATUS.STANDBY;
      else
        status =
          roll < 0.08
            ? STATUS.CANCELLED
            : roll < 0.12
              ? STATUS.STANDBY
              : roll < 0.17 && paymentDate === today
                ? STATUS.COMPLETED
                : STATUS.PENDING;

      const payDay = paymentDate < today ? paymentDate : today;
      if (status === STATUS.COMPLETED) {
        // Paid out in one go, or in two parts.
        if (random() < 0.7) {
          await addPartial(db, caller, id, { value: amountBRL, date: payDay }, today);
          partials += 1;
        } else {
          const first = toCents(new Decimal(amountBRL).times('0.4'));
          await addPartial(
            db,
            caller,
            id,
            { value: first, date: addCalendarDays(payDay, -1) < creationDate ? creationDate : addCalendarDays(payDay, -1) },
            today,
          );
          await addPartial(db, caller, id, { value: toCents(new Decimal(amountBRL).minus(first)), date: payDay }, today);
          partials += 2;
        }
      } else if ((status === STATUS.PENDING || status === STATUS.STANDBY) && creationDate < today && random() < 0.2) {
        await addPartial(
          db,
          caller,
          id,
          { value: toCents(new Decimal(amountBRL).times(pick(['0.25', '0.5']))), date: creationDate },
          today,
        );
        partials += 1;
      }
      if (status !== STATUS.PENDING) await changeStatus(db, caller, { transactionID: id, statusID: status, force: true });
      else if (past) renewable.push(id);
    }

    done(`${ORDERS} of ${ORDERS} orders`);
    // Compliance cases on purpose (docs/compliance.md "Alerts"), with two clients of their own.
    const caseClient = async (fullName: string, birthday: string) =>
      (
        await createClient(
          db,
          adminCaller,
          {
            fullName,
            birthday,
            email: generateCpf(),
            telephone: `+1 (973) ${int(200, 989)}-${digits(4)}`,
            streetAddress: `${int(1, 999)} Ferry Street`,
            zipCode: '07105',
            city: 'Newark',
            state: 'NJ',
            documentTypeID: 3,
            documentNumber: `P${digits(8)}`,
          },
          today,
          app.sanctions,
        )
      ).id;
    const caseOrder = async (clientID: number, creationDate: string, amountUSD: string, paymentID: number) => {
      const recipient = pick(recipients);
      const fee = '15.00';
      const totalFee = totalWithFee(amountUSD, fee);
      await createTransaction(
        db,
        adminCaller,
        {
          clientID,
          recipientID: recipient.id,
          amountUSD,
          exchangeRate: '5.4000',
          amountBRL: amountBrlFor(amountUSD, '5.4000'),
          fee,
          totalFee,
          valueAggregates: [{ paymentID, value: totalFee }],
          isRenew: false,
          originalTransactionID: null,
          paymentDate: paymentDateFor(creationDate, 5),
          creationDate,
          days: 5,
          pixID: recipient.payout === 2 ? recipient.pixId : null,
          transactionTypeID: 0,
        },
        config.agency.timeZone,
        app.sanctions,
      );
    };
    // A CTR: $10,485.00 paid in cash today, above $10,000.00.
    await caseOrder(await caseClient('Rogério Tavares Lins', '1971-06-14'), today, '10470.00', 1);
    // Structuring: $2,400.00 two days ago and $1,900.00 today, each under $3,000.00, together above it.
    const splitter = await caseClient('Valéria Nunes Bittencourt', '1983-09-02');
    await caseOrder(splitter, addCalendarDays(today, -2), '2400.00', 3);
    await caseOrder(splitter, today, '1900.00', 3);

    // Orders were stored just now: give each an instant of its creation date, during opening hours and in the past.
    await backdateOrders(db, config.agency.timeZone, app.now());
    // The alerts were raised as if every order were taken today: raise them again, order by order,
    // on the days the orders now have.
    await db.query("DELETE FROM audit_log WHERE entity = 'compliance_alert'");
    await db.query('DELETE FROM compliance_alerts');
    const inOrder = await db.query<{ id: number }>('SELECT id FROM transactions ORDER BY created_at, id');
    for (const { id } of inOrder.rows) await db.transaction((tx) => raiseOrderAlerts(tx, config.agency.timeZone, admin.id, id));

    // A client on file whom the invented sanctions list names, then the list (the tests' fixture).
    await caseClient('Ernesto Ruiz Maldonado', '1961-03-12');
    const fixtures = new URL('../src/compliance/fixtures/', import.meta.url);
    const list = await loadAndRescreen(
      db,
      app.sanctions,
      config.agency.timeZone,
      app.now(),
      admin.id,
      await readFile(new URL('sdn.csv', fixtures), 'utf8'),
      await readFile(new URL('alt.csv', fixtures), 'utf8'),
    );
    const alerts = await db.query<{ type: string; n: number }>(
      'SELECT type, count(*)::int AS n FROM compliance_alerts GROUP BY type ORDER BY type',
    );
    done('compliance cases, alerts and the invented sanctions list');
    console.log(
      `Compliance: an invented sanctions list of ${list.entries} entries; alerts ${alerts.rows.map((r) => `${r.type} ${r.n}`).join(', ') || 'none'}.`,
    );
    // Investments (docs/investments.md): a few dozen over the last year, paid back in monthly invoices, some
    // invoices already paid, a few completed or cancelled.
    const INVESTMENTS = 36;
    const months = [1, 3, 6, 9, 12] as const;
    for (let i = 0; i < INVESTMENTS; i += 1) {
      const pix = i % 3 !== 0;
      const created = await createInvestment(
        db,
        adminCaller,
        {
          clientID: pick(clients),
          investmentAmountUSD: toCents(new Decimal(1000 + Math.floor(random() * 40) * 250)),
          investmentPercentageUSD: pick(['1.0', '1.25', '1.5', '2.0']),
          investmentAmountBRL: toCents(new Decimal(5000 + Math.floor(random() * 40) * 1250)),
          investmentPercentageBRL: pick(['1.5', '2.0', '2.5']),
          numberMonths: pick([...months]),
          createdAt: addCalendarDays(today, -Math.floor(random() * 330)),
          paymentDescription: i % 4 === 0 ? 'Paid out on the first business day' : null,
          payoutTypeID: pix ? 2 : 1,
          accountTypeID: 1 + (i % 2),
          pix: pix ? `${generateCpf()}` : null,
          bankName: pix ? null : 'Banco do Brasil',
          branch: pix ? null : String(1000 + i),
          accountNumber: pix ? null : `${20000 + i}-${i % 10}`,
        },
        today,
      );
      const { investment, invoices } = created;
      for (const invoice of invoices) {
        if (invoice.invoiceDate < today && random() < 0.85) {
          await db.query('UPDATE invoices SET invoice_status = 2, paid_at = now() WHERE id = $1', [invoice.id]);
        }
      }
      if (i % 9 === 4) await setInvestmentStatus(db, adminCaller, { id: investment.id, status: 3 });
      else if (invoices.every((v) => v.invoiceDate < today)) await setInvestmentStatus(db, adminCaller, { id: investment.id, status: 2 });
    }

    // Consortiums (docs/consortiums.md): two groups with monthly payments.
    for (const title of ['Grupo Newark 2026', 'Grupo Carro Novo']) {
      const consortium = await createConsortium(db, adminCaller, { title });
      for (let m = 0; m < 6; m += 1) {
        await createRegister(db, adminCaller, {
          consortiumID: consortium.id,
          clientName: pick(CLIENT_NAMES_FOR_CONSORTIUM),
          amount: toCents(new Decimal(150 + Math.floor(random() * 10) * 25)),
          date: addCalendarDays(today, -30 * m),
        });
      }
    }

    done(`${INVESTMENTS} investments and 2 consortiums`);
    // As the lists count them: renewals turned some originals Renewed after they were counted.
    const byStatus: Record<number, number> = {};
    const stored = await db.query<{ status_id: number; n: number }>(
      'SELECT status_id, count(*)::int AS n FROM transactions WHERE deleted_at IS NULL GROUP BY status_id',
    );
    for (const row of stored.rows) byStatus[row.status_id] = row.n;
    console.log(
      `Loaded ${CLIENTS} clients (4 with a birthday today), ${RECIPIENTS} beneficiaries, ${ORDERS} orders ` +
        `(Pending ${byStatus[1] ?? 0}, Completed ${byStatus[2] ?? 0}, Cancelled ${byStatus[3] ?? 0}, Standby ${byStatus[5] ?? 0}, Renewed ${byStatus[4] ?? 0})` +
        `, ${partials} partial payments, ${INVESTMENTS} investments and 2 consortiums into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} in ${seconds(started)}.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
