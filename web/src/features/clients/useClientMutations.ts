/**
 * The client calls, each owning its cache update and its user-visible message (DESIGN §8: every
 * failure shows one). Update and upload return the Client, which Apollo merges by id into every
 * card, list and modal showing it; create drops the cached client pages.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  ClientDocumentDocument,
  CreateClientDocument,
  UpdateClientDocument,
  UploadClientDocumentDocument,
  type ClientInput,
  type FileInput,
} from '../../generated/graphql';
import type { DownloadedFile } from '../../ui/DocumentActions';
import { errorCode, errorMessage } from '../../ui/errors';
import { formFieldError } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/notify';
import { CLIENT_SERVER_FIELDS, type ClientFormValues } from './clientSchema';

/** Shows a server error under a form field. */
export type FieldErrorSink<V> = (field: keyof V & string, message: string) => void;

/** Shows a failed save: under the field the server names when it can, else in the snackbar. */
function reportSaveError(
  notify: ReturnType<typeof useNotify>,
  error: unknown,
  what: string,
  onFieldError?: FieldErrorSink<ClientFormValues>,
) {
  const fieldError = onFieldError ? formFieldError(error, CLIENT_SERVER_FIELDS) : null;
  if (fieldError && onFieldError) {
    onFieldError(fieldError.field, fieldError.message);
    notify.error(`Unable to ${what}: please check the marked field`);
  } else {
    notify.error(`Unable to ${what}: ${errorMessage(error)}`);
  }
}

/** Saves a client's fields; resolves true on success. */
export function useUpdateClient() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UpdateClientDocument);
  async function updateClient(id: string, input: ClientInput, onFieldError?: FieldErrorSink<ClientFormValues>): Promise<boolean> {
    try {
      await mutate({ variables: { id, input } });
      notify.success('Client saved');
      return true;
    } catch (error) {
      reportSaveError(notify, error, 'save the client', onFieldError);
      return false;
    }
  }
  return { updateClient, loading };
}

/** Creates a client; resolves the new id, or null after the message ('Unable to Create Client'). */
export function useCreateClient() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(CreateClientDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'clients' });
      cache.gc();
    },
  });
  async function createClient(input: ClientInput, onFieldError?: FieldErrorSink<ClientFormValues>): Promise<string | null> {
    try {
      const { data } = await mutate({ variables: { input } });
      return data?.createClient.id ?? null;
    } catch (error) {
      const fieldError = onFieldError ? formFieldError(error, CLIENT_SERVER_FIELDS) : null;
      if (fieldError && onFieldError) onFieldError(fieldError.field, fieldError.message);
      notify.alert({ title: `Error: ${errorCode(error) ?? 'request failed'}`, message: `Unable to Create Client\n${errorMessage(error)}` });
      return null;
    }
  }
  return { createClient, loading };
}

/** Uploads a client's document; resolves true on success. */
export function useUploadClientDocument() {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UploadClientDocumentDocument);
  async function uploadClientDocument(id: string, file: FileInput): Promise<boolean> {
    try {
      await mutate({ variables: { id, file } });
      notify.success('Document uploaded');
      return true;
    } catch (error) {
      notify.error(`Unable to upload the document: ${errorMessage(error)}`);
      return false;
    }
  }
  return { uploadClientDocument, loading };
}

/**
 * Fetches a client's document for download (never cached: it can be large): the file, or null for
 * NOT_FOUND ('No file on system'); other failures show their message and throw.
 */
export function useClientDocument() {
  const client = useApolloClient();
  const notify = useNotify();
  return async function fetchClientDocument(id: string): Promise<DownloadedFile | null> {
    try {
      const { data } = await client.query({ query: ClientDocumentDocument, variables: { id }, fetchPolicy: 'no-cache' });
      return data?.clientDocument ?? null;
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND') return null;
      notify.error(`Unable to download the document: ${errorMessage(error)}`);
      throw error;
    }
  };
}
