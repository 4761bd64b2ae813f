/**
 * Test data for clients and recipients (each test makes its own): valid bodies with unique names,
 * and helpers that create them through the API.
 */
import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { App } from '../types.js';
import { bearer, multipartFile } from './build.js';

/** A short random tag of letters only (names stay searchable by it). */
export function tag(): string {
  return randomUUID()
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);
}

/** A valid client create body; override any field. */
export function clientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: `Client ${tag()}`,
    birthday: '1980-05-10',
    email: generateCpf(),
    telephone: '+1 (973) 555-0100',
    streetAddress: '1 Broad Street',
    zipCode: '07102',
    city: 'Newark',
    state: 'nj',
    documentTypeID: 3,
    documentNumber: 'P1234567',
    ...overrides,
  };
}

/** A valid Bank Deposit recipient body; override any field. */
export function recipientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: `Recipient ${tag()}`,
    email: generateCpf(),
    telephone: '+55 (11) 98765-4321',
    state: 'SP',
    zip: '01310-100',
    city: 'São Paulo',
    payoutTypeID: 1,
    accountTypeID: 2,
    pix: null,
    bankName: 'Banco do Brasil',
    branch: '1234',
    accountNumber: '56789-0',
    documentTypeID: 4,
    documentNumber: '123.456.789-09',
    ...overrides,
  };
}

/** Creates a client through the API; returns the reply's client (throws with the reply when refused). */
export async function createClient(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/client/create', headers: bearer(token), payload: clientBody(overrides) });
  if (res.statusCode !== 200) throw new Error(`create client failed: ${res.statusCode} ${res.body}`);
  return res.json().client as Record<string, unknown> & { id: number; fullName: string };
}

/** Creates a recipient through the API; returns the reply's recipient. */
export async function createRecipient(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/recipient/create', headers: bearer(token), payload: recipientBody(overrides) });
  if (res.statusCode !== 200) throw new Error(`create recipient failed: ${res.statusCode} ${res.body}`);
  return res.json().recipient as Record<string, unknown> & {
    id: number;
    fullName: string;
    pix: string | null;
    pixList: { id: number; pix: string; main: boolean }[];
  };
}

/** Creates a client and a recipient through the API (the two parties of an order) as token. */
export async function createClientAndRecipient(app: App, token: string) {
  return { client: await createClient(app, token), recipient: await createRecipient(app, token) };
}

/** Uploads bytes as the one file of a multipart request to url, signed in with token. */
export function upload(app: App, url: string, token: string, bytes: Buffer, filename: string, contentType: string) {
  const { payload, headers } = multipartFile(bytes, filename, contentType);
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
}
