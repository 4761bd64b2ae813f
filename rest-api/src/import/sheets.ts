/**
 * A workbook with one sheet per kind (docs/import.md "Files"): a sheet of clients, one of
 * beneficiaries and, optionally, one of Pix keys, named in English or Portuguese ("Clients" /
 * "Clientes", "Beneficiaries" / "Favorecidos" / "Beneficiários", "Pix" / "Chaves Pix"). They are read
 * as the one table a single sheet would be: a row per beneficiary with its client's columns (found
 * by the beneficiary's column naming the client: its CPF/CNPJ, document number or client number)
 * and its Pix key (found by the beneficiary's CPF/CNPJ or document), then a row per client with no
 * beneficiary. The clients' and Pix keys' sheets are held in memory while the beneficiaries' is
 * read (about 1 KB a client); every other import rule is the single sheet's.
 */
import { normaliseHeader } from './mapping.js';
import { taxIdCell } from './rows.js';
import type { TableRecord } from './read.js';

/** What a sheet holds, by its name; null for a sheet of another kind. */
export function sheetKind(name: string): 'clients' | 'beneficiaries' | 'pix' | null {
  const words = normaliseHeader(name);
  if (/^(clients?|clientes?|remetentes?|senders?|customers?)$/.test(words)) return 'clients';
  if (/^(beneficiar(y|ies)|beneficiarios?|favorecidos?|recipients?)$/.test(words)) return 'beneficiaries';
  if (/^(pix|chaves?( pix)?|pix keys?|keys?)$/.test(words)) return 'pix';
  return null;
}

const CLIENT_WORDS = /\b(cliente|client|remetente|sender|customer)\b/;
const RECIPIENT_WORDS = /\b(favorecido|beneficiario|beneficiary|recipient|destinatario|recebedor)\b/;
const TAX_ID = /^(cpf|cnpj|cpf cnpj|cpf ou cnpj|tax id|taxpayer id)$/;
const DOCUMENT = /^(numero (do |de )?documento|documento|document|document number|doc number|doc|id number)$/;
/** A client number column of the clients' sheet ("Nº", "Código", "Client number", "ID"). */
const NUMBER = /^(n|no|nr|num|numero|number|id|codigo|code|cod)$/;
const PIX_KEY = /^(chave( pix)?|pix( key| chave)?|key|chave)$/;

/** A header without its owner's words and small words ("CPF do cliente" → "cpf"). */
function bare(header: string, owner: RegExp): string {
  return normaliseHeader(header)
    .replace(owner, ' ')
    .replace(/\b(do|da|de|dos|das|of|the|s)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A link's value as compared: letters and digits only, upper case, a CPF kept as a number given its zeros back. */
function linkValue(text: string | undefined): string {
  return taxIdCell((text ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase());
}

/** A sheet read whole: its header cells and its data records. */
interface HeldSheet {
  headers: string[];
  records: TableRecord[];
}

/** The header of a joined table's column: the sheet's own header, with its owner's word before it unless it names one. */
function owned(header: string, owner: 'Cliente' | 'Favorecido'): string {
  const words = normaliseHeader(header);
  return CLIENT_WORDS.test(words) || RECIPIENT_WORDS.test(words) ? header : `${owner} ${header}`;
}

/**
 * Joins the sheets into records of one table: the header record first (line 1), then a record per
 * beneficiary (its client's cells, its own cells but the column naming its client, its Pix key),
 * then a record per client no beneficiary named. `line` counts the joined table's records.
 * `beneficiaries` is iterated once (streamed); `clients` and `pix` are held.
 */
export async function* joinSheets(
  clients: HeldSheet,
  beneficiaries: { headers: string[]; records: AsyncIterable<TableRecord> | Iterable<TableRecord> },
  pix: HeldSheet | null,
): AsyncGenerator<TableRecord> {
  // The clients by each value of a column that names them: CPF/CNPJ, document number, client number.
  const clientKeys = clients.headers
    .map((h, i) => ({ words: bare(h, CLIENT_WORDS), i }))
    .filter(({ words }) => TAX_ID.test(words) || DOCUMENT.test(words) || NUMBER.test(words))
    .map(({ i }) => i);
  const clientBy = new Map<string, number>();
  clients.records.forEach((record, index) => {
    for (const i of clientKeys) {
      const key = linkValue(record.cells[i]);
      if (key && !clientBy.has(key)) clientBy.set(key, index);
    }
  });
  // The beneficiaries' column naming the client ("CPF do cliente", "Cliente", "Client number").
  const link = beneficiaries.headers.findIndex((h) => CLIENT_WORDS.test(normaliseHeader(h)));
  // The beneficiary's own CPF/CNPJ and document columns, by which its Pix key is found.
  const ownKeys = beneficiaries.headers
    .map((h, i) => ({ words: bare(h, RECIPIENT_WORDS), i }))
    .filter(({ words, i }) => i !== link && (TAX_ID.test(words) || DOCUMENT.test(words)))
    .map(({ i }) => i);
  const pixColumn = beneficiaries.headers.findIndex((h, i) => i !== link && PIX_KEY.test(bare(h, RECIPIENT_WORDS)));
  // The Pix keys by the beneficiary they name: the first key of each (its main key).
  const keyBy = new Map<string, string>();
  if (pix) {
    const keyAt = pix.headers.findIndex((h) => PIX_KEY.test(bare(h, RECIPIENT_WORDS)));
    const ownerAt = pix.headers.findIndex(
      (h, i) =>
        i !== keyAt &&
        (RECIPIENT_WORDS.test(normaliseHeader(h)) || TAX_ID.test(bare(h, RECIPIENT_WORDS)) || DOCUMENT.test(bare(h, RECIPIENT_WORDS))),
    );
    if (keyAt >= 0 && ownerAt >= 0) {
      for (const record of pix.records) {
        const owner = linkValue(record.cells[ownerAt]);
        const key = record.cells[keyAt] ?? '';
        if (owner && key && !keyBy.has(owner)) keyBy.set(owner, key);
      }
    }
  }
  const addsPix = pix !== null && pixColumn < 0;
  const kept = beneficiaries.headers.map((_, i) => i).filter((i) => i !== link);
  const width = clients.headers.length;
  const header = [
    ...clients.headers.map((h) => owned(h, 'Cliente')),
    ...kept.map((i) => owned(beneficiaries.headers[i]!, 'Favorecido')),
    ...(addsPix ? ['Favorecido Chave Pix'] : []),
  ];
  let line = 1;
  yield { line, cells: header };
  const named = new Set<number>();
  for await (const record of beneficiaries.records) {
    const index = link >= 0 ? clientBy.get(linkValue(record.cells[link])) : undefined;
    if (index !== undefined) named.add(index);
    const clientCells = index === undefined ? [] : clients.records[index]!.cells;
    const own = kept.map((i) => record.cells[i] ?? '');
    const key = ownKeys.map((i) => keyBy.get(linkValue(record.cells[i]))).find(Boolean) ?? '';
    if (pixColumn >= 0 && own[kept.indexOf(pixColumn)] === '') own[kept.indexOf(pixColumn)] = key;
    const cells = [...Array.from({ length: width }, (_, i) => clientCells[i] ?? ''), ...own, ...(addsPix ? [key] : [])];
    line += 1;
    yield { line, cells };
  }
  for (const [index, record] of clients.records.entries()) {
    if (named.has(index)) continue;
    line += 1;
    yield { line, cells: Array.from({ length: width }, (_, i) => record.cells[i] ?? '') };
  }
}
