/**
 * The calls clients and beneficiaries share, generic over their GraphQL documents: save with the
 * server's field errors under the form's fields, create, upload a document and fetch one for
 * download. Each owns its user-visible message (docs/ARCHITECTURE.md#contracts: every failure shows one).
 */
import type { ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { FileInput } from '../generated/graphql';
import type { DownloadedFile } from './DocumentActions';
import { errorCode, errorMessage, errorTitle } from './errors';
import { editedElsewhereOf, type EditedElsewhere } from './EditedElsewhereDialog';
import { formFieldError } from './fieldErrors';
import { useNotify } from './notify';
import { translate } from '../i18n';

/** Shows a server error under a form field. */
export type FieldErrorSink<V> = (field: keyof V & string, message: string) => void;

/**
 * A refusal that needs more than a sentence to be judged (a possible sanctions match): the modal's
 * title and what is shown below the server's message; null for any other failure.
 */
export type RefusalExplainer<I> = (error: unknown, input: I) => { title: string; detail: ReactNode } | null;

/**
 * An update mutation taking `{ id, input }` (updateClient, updateBeneficiary): resolves true on
 * success after the `saved` notice. `fields` maps the server's field names to the form's
 * (formFieldError). A failure naming a known field goes under it through
 * `onFieldError` ('Unable to <what>: please check the marked field'); a refusal `explain` knows
 * (a possible sanctions match) opens a modal with its details; any other shows
 * 'Unable to <what>: <message>'. With `versioned`, the save sends the version the form loaded, and a
 * refusal because someone else changed the record (EDITED_ELSEWHERE) goes to its `onConflict`
 * (the conflict dialog) instead of a message.
 */
export function useUpdateRecord<I, F extends string>(
  mutation: TypedDocumentNode<unknown, { id: string; input: I; expectedVersion?: number | null }>,
  { saved, what, fields, explain }: { saved: string; what: string; fields: Readonly<Record<string, F>>; explain?: RefusalExplainer<I> },
) {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(mutation);
  async function update(
    id: string,
    input: I,
    onFieldError?: FieldErrorSink<Record<F, unknown>>,
    versioned?: { expectedVersion: number; onConflict: (conflict: EditedElsewhere) => void },
  ): Promise<boolean> {
    try {
      await mutate({ variables: { id, input, expectedVersion: versioned?.expectedVersion ?? null } });
      notify.success(saved);
      return true;
    } catch (error) {
      const conflict = versioned ? editedElsewhereOf(error) : null;
      if (conflict) {
        versioned!.onConflict(conflict);
        return false;
      }
      const explained = explain?.(error, input);
      const fieldError = onFieldError ? formFieldError(error, fields) : null;
      if (explained) {
        notify.alert({
          title: explained.title,
          message: translate('common.unableTo', { what, message: errorMessage(error) }),
          detail: explained.detail,
        });
      } else if (fieldError && onFieldError) {
        onFieldError(fieldError.field, fieldError.message);
        notify.error(translate('common.unableToCheckField', { what }));
      } else {
        notify.error(translate('common.unableTo', { what, message: errorMessage(error) }));
      }
      return false;
    }
  }
  return { update, loading };
}

/**
 * A create mutation taking `{ input }` (createClient, createBeneficiary): drops the cached
 * `listField` pages and resolves the new record's id (read from the data by `newId`). A failure
 * names its field through `onFieldError` when it can and always shows the 'Error: <code>' modal
 * with `failure` ('Unable to Create Client') and the server's message (titled and detailed by
 * `explain` when it knows the refusal); it resolves null.
 */
export function useCreateRecord<D, I, F extends string>(
  mutation: TypedDocumentNode<D, { input: I }>,
  {
    listField,
    newId,
    failure,
    fields,
    explain,
  }: {
    listField: string;
    newId: (data: D) => string;
    failure: string;
    fields: Readonly<Record<string, F>>;
    explain?: RefusalExplainer<I>;
  },
) {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(mutation, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: listField });
      cache.gc();
    },
  });
  async function create(input: I, onFieldError?: FieldErrorSink<Record<F, unknown>>): Promise<string | null> {
    try {
      const { data } = await mutate({ variables: { input } });
      return data ? newId(data) : null;
    } catch (error) {
      const fieldError = onFieldError ? formFieldError(error, fields) : null;
      if (fieldError && onFieldError) onFieldError(fieldError.field, fieldError.message);
      const explained = explain?.(error, input);
      notify.alert({
        title: explained?.title ?? errorTitle(error),
        message: `${failure}\n${errorMessage(error)}`,
        detail: explained?.detail,
      });
      return null;
    }
  }
  return { create, loading };
}

/** An upload mutation taking `{ id, file }` (a client's or beneficiary's document); resolves true on success. */
export function useUploadDocument(mutation: TypedDocumentNode<unknown, { id: string; file: FileInput }>) {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(mutation);
  async function upload(id: string, file: FileInput): Promise<boolean> {
    try {
      await mutate({ variables: { id, file } });
      notify.success(translate('documents.uploaded'));
      return true;
    } catch (error) {
      notify.error(translate('documents.uploadFailed', { message: errorMessage(error) }));
      return false;
    }
  }
  return { upload, loading };
}

/**
 * A document query taking `{ id }`, for download (never cached: it can be large): resolves the file
 * `pick` reads from the data, or null for NOT_FOUND ('No file on system'); other failures show their
 * message and throw (as DocumentActions' `download` expects).
 */
export function useFetchDocument<D>(query: TypedDocumentNode<D, { id: string }>, pick: (data: D) => DownloadedFile | null | undefined) {
  const client = useApolloClient();
  const notify = useNotify();
  return async function fetchDocument(id: string): Promise<DownloadedFile | null> {
    try {
      const { data } = await client.query({ query, variables: { id }, fetchPolicy: 'no-cache' });
      return (data ? pick(data) : null) ?? null;
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND') return null;
      notify.error(translate('documents.downloadFailed', { message: errorMessage(error) }));
      throw error;
    }
  };
}
