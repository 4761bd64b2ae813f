/**
 * Test data for investments (each test makes its own): a valid creation payload, helpers that
 * create investments and call the invoice routes, and a small PDF text extractor for the agreement.
 */
import { inflateSync } from 'node:zlib';
import type { App } from '../types.js';
import { bearer } from './build.js';

/**
 * A valid creation payload: USD 1000.00 at 1.5% (15.00 a month), BRL 5000.00 at 2% (100.00 a
 * month), 3 months from 2026-11-16, paid by Bank Deposit to a checking account. Override any field.
 */
export function investmentBody(clientID: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientID,
    investmentAmountUSD: '1000.00',
    investmentPercentageUSD: 1.5,
    investmentAmountBRL: 5000,
    investmentPercentageBRL: '2',
    numberMonths: 3,
    createdAt: '2026-11-16',
    paymentDescription: 'Monthly income to the client',
    payoutTypeID: 1,
    accountTypeID: 2,
    pix: null,
    bankName: 'Banco do Brasil',
    branch: '1234',
    accountNumber: '56789-0',
    isRenew: false,
    originalInvestment: null,
    ...overrides,
  };
}

/** An Investment reply as the tests read it. */
export interface InvestmentModel {
  id: number;
  clientID: number;
  client: { id: number; fullName: string } & Record<string, unknown>;
  investmentAmountUSD: string;
  investmentPercentageUSD: string;
  monthlyIncomeUSD: string;
  investmentAmountBRL: string;
  investmentPercentageBRL: string;
  monthlyIncomeBRL: string;
  numberMonths: number;
  createdAt: string;
  finalizedAt: string;
  investmentStatus: number;
  isRenew: boolean;
  originalInvestment: number | null;
  pix: string | null;
  bankName: string | null;
  branch: string | null;
  accountNumber: string | null;
  hasOriginalAgreement: boolean;
  hasCompletedAgreement: boolean;
  [key: string]: unknown;
}

/** An Invoice reply as the tests read it. */
export interface InvoiceModel {
  id: number;
  investmentID: number;
  clientName: string;
  invoiceAmountUSD: string;
  invoiceAmountBRL: string;
  invoiceDate: string;
  invoiceStatus: number;
  wasReturned: boolean;
}

/** POSTs a creation payload (the raw reply). */
export function postInvestment(app: App, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/investment/create', headers: bearer(token), payload: body });
}

/** Creates an investment; returns the reply (throws with the reply when refused). */
export async function createInvestment(
  app: App,
  token: string,
  body: Record<string, unknown>,
): Promise<{ investmentID: number; investment: InvestmentModel; invoices: InvoiceModel[] }> {
  const res = await postInvestment(app, token, body);
  if (res.statusCode !== 200) throw new Error(`create investment failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** POST with a JSON body (or none) as token; the raw reply. */
export function post(app: App, token: string, url: string, payload?: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** GET as token; the raw reply. */
export function get(app: App, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

/**
 * The text shown by a PDF's content streams (FlateDecode or plain), one line per TJ/Tj operator:
 * enough to find a name written with a standard font (WinAnsi codes in hex or literal strings).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const starts = /(?<!end)stream\r?\n/g;
  for (let m = starts.exec(source); m; m = starts.exec(source)) {
    const start = m.index + m[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const op of content.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9A-Fa-f]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g)) {
      const body = op[1] ?? op[2] ?? '';
      const parts = [...body.matchAll(/<([0-9A-Fa-f]*)>|\(((?:[^)\\]|\\.)*)\)/g)].map((p) =>
        p[1] !== undefined ? Buffer.from(p[1], 'hex').toString('latin1') : (p[2] ?? '').replace(/\\(.)/g, '$1'),
      );
      lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}
