/**
 * The column mapping of an import (docs/import.md "Mapping"): which field of POST /api/client/create,
 * /api/recipient/create or an open order each column of the file fills. Guessed from English and
 * Portuguese headers ("Nome", "CPF", "Telefone", "Chave Pix"...), or the mapping saved for a file with
 * the same headers, or the one the administrator sends.
 */
import type { Queryable } from '../db/database.js';
import { badRequest } from '../http-errors.js';

/** The fields a column can fill, prefixed by what they belong to. */
export const IMPORT_FIELDS = [
  'client.fullName',
  'client.birthday',
  'client.email',
  'client.telephone',
  'client.streetAddress',
  'client.zipCode',
  'client.city',
  'client.state',
  'client.country',
  'client.documentTypeID',
  'client.documentNumber',
  'recipient.fullName',
  'recipient.email',
  'recipient.telephone',
  'recipient.state',
  'recipient.zip',
  'recipient.city',
  'recipient.payoutTypeID',
  'recipient.accountTypeID',
  'recipient.pix',
  'recipient.bankName',
  'recipient.branch',
  'recipient.accountNumber',
  'recipient.documentTypeID',
  'recipient.documentNumber',
  'order.amountUSD',
  'order.exchangeRate',
  'order.fee',
  'order.creationDate',
  'order.paymentDate',
  'order.status',
  'order.paidAmount',
  'order.reference',
] as const;

/** One field a column can fill. */
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** One column of the file and the field it fills (null: ignored); guessed: from its header rather than sent or saved. */
export interface Column {
  header: string;
  field: ImportField | null;
  guessed: boolean;
}

/** A header made comparable: lowercase, without accents, punctuation as single spaces. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words that say a column is the sender's or the beneficiary's. */
const CLIENT_WORDS = /\b(cliente|client|remetente|sender|customer)\b/;
const RECIPIENT_WORDS = /\b(favorecido|beneficiario|beneficiary|recipient|destinatario|recebedor)\b/;
const ORDER_WORDS = /\b(pedido|order|remessa|envio|transfer|transferencia)\b/;

/** The base field of a header (without its owner), by normalised synonyms in English and Portuguese. */
const SYNONYMS: [RegExp, string][] = [
  [/^(chave )?pix( key| chave)?$|^chave$/, 'pix'],
  [/^(data (de )?nasc(imento)?|nascimento|birthday|birth ?date|date of birth|dob|aniversario)$/, 'birthday'],
  [/^(cpf|cnpj|cpf cnpj|cpf ou cnpj|tax id|taxpayer id|cpf\/cnpj)$/, 'email'],
  [/^(telefone|tel|fone|celular|phone|telephone|mobile|cell|whatsapp|phone number|numero de telefone)$/, 'telephone'],
  [/^(endereco|address|street|street address|rua|logradouro)$/, 'streetAddress'],
  [/^(cep|zip|zip code|zipcode|postal code|codigo postal)$/, 'zip'],
  [/^(cidade|city|municipio)$/, 'city'],
  [/^(estado|state|uf)$/, 'state'],
  [/^(pais|country)$/, 'country'],
  [/^(tipo (de )?documento|tipo doc|document type|doc type|id type)$/, 'documentTypeID'],
  [/^(numero (do |de )?documento|documento|document|document number|doc number|doc|id number|passaporte|passport)$/, 'documentNumber'],
  [/^(tipo (de )?pagamento|forma (de )?pagamento|forma (de )?recebimento|payout|payout type|payment method|metodo)$/, 'payoutTypeID'],
  [/^(tipo (de )?conta|account type)$/, 'accountTypeID'],
  [/^(banco|bank|bank name|nome do banco)$/, 'bankName'],
  [/^(agencia|branch|ag)$/, 'branch'],
  [/^(conta|numero (da )?conta|account|account number|conta corrente)$/, 'accountNumber'],
  [/^(valor|valor usd|valor us|valor em dolares|amount|amount usd|usd|us)$/, 'amountUSD'],
  [/^(taxa de cambio|cambio|cotacao|exchange rate|rate|fx rate)$/, 'exchangeRate'],
  [/^(taxa|tarifa|fee|service fee|comissao)$/, 'fee'],
  [/^(data|data do pedido|data de criacao|order date|date|creation date|created)$/, 'creationDate'],
  [/^(data (de )?pagamento|payment date|pay date|data de entrega)$/, 'paymentDate'],
  [/^(status|situacao|estado do pedido)$/, 'status'],
  [/^(referencia|reference|ref)$/, 'reference'],
  [/^(pago|valor pago|paid|paid amount|amount paid|pagamentos|partial payments)$/, 'paidAmount'],
  [/^(nome|nome completo|name|full name|fullname)$/, 'fullName'],
];

const CLIENT_ONLY = new Set(['birthday', 'streetAddress', 'country']);
const RECIPIENT_ONLY = new Set(['pix', 'payoutTypeID', 'accountTypeID', 'bankName', 'branch', 'accountNumber']);
const ORDER_ONLY = new Set(['amountUSD', 'exchangeRate', 'fee', 'creationDate', 'paymentDate', 'status', 'paidAmount', 'reference']);
/** What is left of an order's header when it is its number: "Order", "Pedido", "Nº do pedido", "Order number". */
const ORDER_NUMBER = /^(|n|no|nr|num|numero|number|id|codigo|code|ref|referencia|reference)$/;

function baseField(words: string): string | null {
  for (const [pattern, base] of SYNONYMS) if (pattern.test(words)) return base;
  return null;
}

/** The field of a header owned as said, with the owner's own name for ZIP ('zipCode' of a client, 'zip' of a recipient). */
function owned(owner: 'client' | 'recipient' | 'order', base: string): ImportField | null {
  const name = owner === 'client' && base === 'zip' ? 'zipCode' : base;
  const field = `${owner}.${name}`;
  return (IMPORT_FIELDS as readonly string[]).includes(field) ? (field as ImportField) : null;
}

/**
 * The fields guessed for headers, in order: a header naming its owner ("Nome do favorecido",
 * "Client phone") fills that owner's field; one that does not ("Nome", "CPF") fills the client's
 * field first and the beneficiary's at its second appearance. A header heard of nowhere, or a
 * field already filled, maps to null.
 */
export function guessColumns(headers: string[]): Column[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const words = normaliseHeader(header);
    let owner: 'client' | 'recipient' | 'order' | null = null;
    let rest = words;
    if (RECIPIENT_WORDS.test(words)) owner = 'recipient';
    else if (CLIENT_WORDS.test(words)) owner = 'client';
    else if (ORDER_WORDS.test(words)) owner = 'order';
    if (owner) {
      rest = words
        .replace(owner === 'recipient' ? RECIPIENT_WORDS : owner === 'client' ? CLIENT_WORDS : ORDER_WORDS, ' ')
        .replace(/\b(do|da|de|dos|das|of|the|s)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    }
    // "Cliente" / "Favorecido" alone: that party's name.
    // "Pedido" / "Nº do pedido" / "Order number": the old system's order number.
    const base = owner === 'order' && ORDER_NUMBER.test(rest) ? 'reference' : rest === '' && owner ? 'fullName' : baseField(rest);
    let field: ImportField | null = null;
    if (base) {
      const owners: ('client' | 'recipient' | 'order')[] = owner
        ? [owner]
        : ORDER_ONLY.has(base)
          ? ['order']
          : RECIPIENT_ONLY.has(base)
            ? ['recipient']
            : CLIENT_ONLY.has(base)
              ? ['client']
              : ['client', 'recipient'];
      for (const o of owners) {
        const candidate = owned(o, base);
        if (candidate && !taken.has(candidate)) {
          field = candidate;
          break;
        }
      }
    }
    if (field) taken.add(field);
    return { header, field, guessed: field !== null };
  });
}

/** How many of the columns were recognised. */
export function recognised(columns: Column[]): number {
  return columns.filter((c) => c.field !== null).length;
}

/** The key of a header set: the normalised headers, sorted, joined (saved mappings are found by it). */
export function headerKey(headers: string[]): string {
  return headers.map(normaliseHeader).sort().join('|');
}

/**
 * The header of a file from its first two records: one row, or two when the first is a row of
 * group titles over merged cells ("Cliente" over three columns, "Favorecido" over the next; the
 * cells a merge covers read empty) and the second holds the column names. A group title is carried
 * over the empty cells to its right and put before each column's name ("Cliente Nome"). `rows`: 1 or
 * 2 header rows, 0 for a file without a header (columns "Column 1", "Column 2"...).
 */
export function detectHeader(first: string[], second: string[] | undefined): { headers: string[]; rows: 0 | 1 | 2 } {
  const one = recognised(guessColumns(first));
  if (second) {
    const filled = first.filter((c) => c !== '').length;
    if (filled < second.filter((c) => c !== '').length) {
      let group = '';
      const combined = second.map((name, i) => {
        if ((first[i] ?? '') !== '') group = first[i]!;
        return group ? `${group} ${name}`.trim() : name;
      });
      const two = recognised(guessColumns(combined));
      if (two >= Math.max(2, one) && recognised(guessColumns(second)) >= 2) return { headers: combined, rows: 2 };
    }
  }
  if (one >= 2) return { headers: first, rows: 1 };
  return { headers: first.map((_, i) => `Column ${i + 1}`), rows: 0 };
}

/**
 * The columns of a mapping sent by the caller (`{"<header>": "<field>"}`): every header of the file
 * in order, with the field sent for it (guessed: false) or null. 400 INVALID_FIELD 'mapping' when the
 * mapping is not an object of strings, names a header the file does not have, names a field not
 * in IMPORT_FIELDS, or gives one field to two columns.
 */
export function columnsOfMapping(headers: string[], mapping: unknown): Column[] {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
    throw badRequest('mapping', 'must be a JSON object from column headers to field names, e.g. {"Nome": "client.fullName"}');
  }
  const entries = Object.entries(mapping as Record<string, unknown>);
  const used = new Set<string>();
  for (const [header, field] of entries) {
    if (!headers.includes(header)) throw badRequest('mapping', `names the column "${header}", which the file does not have`);
    if (field === null || field === '') continue;
    if (typeof field !== 'string' || !(IMPORT_FIELDS as readonly string[]).includes(field)) {
      throw badRequest('mapping', `maps "${header}" to ${JSON.stringify(field)}, which is not one of: ${IMPORT_FIELDS.join(', ')}`);
    }
    if (used.has(field)) throw badRequest('mapping', `maps two columns to ${field}`);
    used.add(field);
  }
  const given = new Map(entries);
  return headers.map((header) => {
    const field = given.get(header);
    return { header, field: typeof field === 'string' && field !== '' ? (field as ImportField) : null, guessed: false };
  });
}

/** The mapping object of columns ({header: field} for the mapped ones). */
export function mappingOf(columns: Column[]): Record<string, ImportField> {
  return Object.fromEntries(columns.filter((c) => c.field !== null).map((c) => [c.header, c.field!]));
}

/** The mapping saved for a header set, or null. */
export async function savedMapping(q: Queryable, headers: string[]): Promise<Record<string, string> | null> {
  const { rows } = await q.query<{ mapping: Record<string, string> }>('SELECT mapping FROM import_mappings WHERE header_key = $1', [
    headerKey(headers),
  ]);
  return rows[0]?.mapping ?? null;
}

/** Saves the mapping confirmed for a header set (replacing an earlier one), on q. */
export async function saveMapping(q: Queryable, headers: string[], columns: Column[], employeeId: number): Promise<void> {
  await q.query(
    `INSERT INTO import_mappings (header_key, mapping, employee_id) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (header_key) DO UPDATE SET mapping = EXCLUDED.mapping, employee_id = EXCLUDED.employee_id, updated_at = now()`,
    [headerKey(headers), JSON.stringify(mappingOf(columns)), employeeId],
  );
}

/**
 * The columns of a file: the mapping sent, else the one saved for its headers (a saved mapping
 * naming a header no longer there is ignored), else guessed from the headers.
 */
export async function resolveColumns(q: Queryable, headers: string[], sent: unknown): Promise<Column[]> {
  if (sent !== undefined && sent !== null) return columnsOfMapping(headers, sent);
  const saved = await savedMapping(q, headers);
  if (saved) {
    try {
      return columnsOfMapping(headers, saved);
    } catch {
      // fall through to guessing
    }
  }
  return guessColumns(headers);
}
