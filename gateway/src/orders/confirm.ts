/**
 * The confirmOrder mutation: one POST /api/transaction/confirm, the REST API's atomic Confirm
 * (docs/orders.md "Confirm"). A REST host without that extension gets the same Confirm as
 * step-by-step calls of the specs' own routes (find the client by full name or create it, the
 * duplicate check, the beneficiary, its Pix key, then the order), each its own REST transaction,
 * with the same refusals (extensions.code SENDER_AMBIGUOUS, POSSIBLE_DUPLICATE, ...), so the web app
 * behaves alike on both.
 */
import { canonicalPixKey, canonicalTaxId, PIX_KEY_PROBLEM } from '@agency/rules';
import { badUserInput } from '../rest/errors.js';
import { findOrCreateClient, isConflict, MAX_CANDIDATES, nameKey, refusal } from '../shared/people.js';
import type { RestDataSource } from '../rest/data-source.js';
import type { RestConfirmBody } from './rest.js';
import type { RestClient, RestConfirmReply, RestRecipient } from '../rest/types.js';

const PIX_PAYOUT = 2;

/** True when two CPF/CNPJ texts are the same number as the REST API stores it (an invalid one only equals itself). */
function sameTaxId(a: string, b: string): boolean {
  return (canonicalTaxId(a) ?? a.trim()) === (canonicalTaxId(b) ?? b.trim());
}

/** The sender: by id, else by full name, else created. */
async function stepClient(rest: RestDataSource, body: RestConfirmBody): Promise<{ client: RestClient; created: boolean }> {
  if ('id' in body.client) return { client: await rest.clients.byId(body.client.id), created: false };
  return findOrCreateClient(rest, body.client);
}

/** The duplicate check of a sender on file: the administrator's delete first, or POSSIBLE_DUPLICATE unless accepted. */
async function stepDuplicate(rest: RestDataSource, body: RestConfirmBody, clientId: number): Promise<void> {
  if (body.deleteDuplicateID !== null) {
    await rest.orders.remove(body.deleteDuplicateID);
    return;
  }
  if (body.acceptDuplicate) return;
  const duplicate = await rest.orders.duplicateOf(clientId);
  if (duplicate !== null) {
    throw refusal(`Possible duplicate: order #${duplicate} was already created today for this client`, 'POSSIBLE_DUPLICATE', {
      transactionID: duplicate,
    });
  }
}

/** The beneficiary: by id or full name, else created; one on file takes the confirmed details (same CPF/CNPJ only). */
async function stepRecipient(rest: RestDataSource, body: RestConfirmBody): Promise<{ recipient: RestRecipient; created: boolean }> {
  const fields = 'fullName' in body.recipient ? body.recipient : null;
  let id = 'id' in body.recipient ? body.recipient.id : null;
  if (id === null) {
    const name = fields!.fullName.trim();
    try {
      id = await rest.recipients.idByFullName(name);
    } catch (error) {
      if (!isConflict(error)) throw error;
      const key = nameKey(name);
      const candidates = (await rest.recipients.byName(name)).filter((r) => nameKey(r.fullName) === key).slice(0, MAX_CANDIDATES);
      throw refusal(
        `Several beneficiaries are named "${name}". Please pick the beneficiary with Select Beneficiary.`,
        'BENEFICIARY_AMBIGUOUS',
        {
          candidates: candidates.map((r) => ({ id: r.id, fullName: r.fullName, telephone: r.telephone, city: r.city, state: r.state })),
        },
      );
    }
    if (id === null) return { recipient: await rest.recipients.create(fields!), created: true };
  }
  const onFile = await rest.recipients.byId(id);
  if (!fields) return { recipient: onFile, created: false };
  if (!sameTaxId(fields.email, onFile.email)) {
    throw refusal(
      `Beneficiary #${onFile.id} "${onFile.fullName}" is on file with another CPF/CNPJ. Pick the right beneficiary with Select Beneficiary, or correct the CPF.`,
      'BENEFICIARY_CPF_MISMATCH',
      { recipientID: onFile.id },
    );
  }
  // A Pix record keeps its main key: the key to pay to joins its list below.
  const update = fields.payoutTypeID === PIX_PAYOUT && onFile.payoutTypeID === PIX_PAYOUT ? { ...fields, pix: onFile.pix } : fields;
  return { recipient: await rest.recipients.update(onFile.id, update), created: false };
}

/** The Pix key of a Pix payout: the one typed (added when new) or the main key. */
async function stepPix(
  rest: RestDataSource,
  recipient: RestRecipient,
  pix: string | null,
  recipientCreated: boolean,
): Promise<{ id: number | null; created: boolean }> {
  if (recipient.payoutTypeID !== PIX_PAYOUT) return { id: null, created: false };
  const keys = recipient.pixList ?? (await rest.recipients.pixList(recipient.id));
  const text = pix?.trim() ? pix : null;
  const wanted = text === null ? null : canonicalPixKey(text)?.value;
  if (wanted === undefined) throw badUserInput(`pixKey: ${PIX_KEY_PROBLEM}`);
  const key = wanted === null ? keys.find((k) => k.main) : keys.find((k) => k.pix === wanted);
  if (key) return { id: key.id, created: recipientCreated };
  if (text === null)
    throw refusal('pixKey: Please fill in the PIX field in the Beneficiary Information section', 'BAD_USER_INPUT', { field: 'pixKey' });
  await rest.recipients.addPix(recipient.id, text);
  const added = (await rest.recipients.pixList(recipient.id)).find((k) => k.pix === wanted);
  if (!added) throw refusal('The REST API did not keep the new Pix key', 'UPSTREAM_UNAVAILABLE');
  return { id: added.id, created: true };
}

/**
 * A Confirm on a REST host without POST /api/transaction/confirm, as its specs' calls. Not atomic:
 * a failure after a step leaves that step's record (a new client, say), as the old web app did.
 * @throws the GraphQL errors of confirmOrder.
 */
export async function confirmStepByStep(
  rest: RestDataSource,
  body: RestConfirmBody,
  idempotencyKey: string | null,
): Promise<RestConfirmReply> {
  const { client, created: clientCreated } = await stepClient(rest, body);
  if (!clientCreated && !body.transaction.isRenew) await stepDuplicate(rest, body, client.id);
  const { recipient, created: recipientCreated } = await stepRecipient(rest, body);
  const pix = await stepPix(rest, recipient, body.pix, recipientCreated);
  const transaction = await rest.orders.create(
    { ...body.transaction, clientID: client.id, recipientID: recipient.id, pixID: pix.id },
    idempotencyKey,
  );
  return {
    transaction,
    clientID: client.id,
    recipientID: recipient.id,
    pixID: pix.id,
    created: { client: clientCreated, recipient: recipientCreated, pix: pix.created },
  };
}

/** POST /api/transaction/confirm, or the same Confirm step by step on a host without it. */
export async function confirmOrder(rest: RestDataSource, body: RestConfirmBody, idempotencyKey: string | null): Promise<RestConfirmReply> {
  return (await rest.orders.confirm(body, idempotencyKey)) ?? confirmStepByStep(rest, body, idempotencyKey);
}
