/**
 * The client calls, each owning its cache update and its user-visible message (docs/clients-and-beneficiaries.md: every
 * failure shows one). Update and upload return the Client, which Apollo merges by id into every
 * card, list and modal showing it; create drops the cached client pages.
 */
import { ClientDocumentDocument } from './ClientDocument.generated';
import { CreateClientDocument } from './CreateClient.generated';
import { UpdateClientDocument } from './UpdateClient.generated';
import { UploadClientDocumentDocument } from './UploadClientDocument.generated';
import { useCreateRecord, useFetchDocument, useUpdateRecord, useUploadDocument } from '../../ui/recordMutations';
import { CLIENT_SERVER_FIELDS } from './clientSchema';
import { translate } from '../../i18n';
import { explainSanctionsMatch, screenedLabel } from '../compliance/SanctionsMatches';
import type { ClientInput } from '../../generated/graphql';

/** A possible sanctions match of the client being saved, beside their date of birth and country. */
const explain = explainSanctionsMatch((input: ClientInput) => ({
  label: screenedLabel('client', input.fullName),
  birthday: input.birthday || null,
  country: input.country || null,
}));

/** Saves a client's fields; resolves true on success. */
export function useUpdateClient() {
  const { update, loading } = useUpdateRecord(UpdateClientDocument, {
    saved: translate('people.clientSaved'),
    what: translate('people.saveClient'),
    fields: CLIENT_SERVER_FIELDS,
    explain,
  });
  return { updateClient: update, loading };
}

/** Creates a client; resolves the new id, or null after the message ('Unable to Create Client'). */
export function useCreateClient() {
  const { create, loading } = useCreateRecord(CreateClientDocument, {
    listField: 'clients',
    newId: (data) => data.createClient.id,
    failure: translate('people.createClientFailed'),
    fields: CLIENT_SERVER_FIELDS,
    explain,
  });
  return { createClient: create, loading };
}

/** Uploads a client's document; resolves true on success. */
export function useUploadClientDocument() {
  const { upload, loading } = useUploadDocument(UploadClientDocumentDocument);
  return { uploadClientDocument: upload, loading };
}

/**
 * Fetches a client's document for download (never cached: it can be large): the file, or null for
 * NOT_FOUND ('No file on system'); other failures show their message and throw.
 */
export function useClientDocument() {
  return useFetchDocument(ClientDocumentDocument, (data) => data.clientDocument);
}
