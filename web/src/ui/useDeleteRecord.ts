import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { editedElsewhereOf, type EditedElsewhere } from './EditedElsewhereDialog';
import { errorMessage } from './errors';
import { useNotify } from './notify';
import { translate } from '../i18n';

/**
 * The Delete of a record page (an order or an investment) once confirmed: runs the delete mutation
 * taking `{ id }`, evicts the deleted record (`deleted` reads it from the data) and runs `evict`
 * with the mutation's data for the rest of the cache; then shows `success` (or the text it makes of
 * the data). A failure shows the 'Error!' modal with 'Failed to delete transaction.' and the
 * server's message. `remove` resolves to the mutation's data on success, null on a failure.
 * With `versioned`, the delete sends the version the page loaded (docs/ARCHITECTURE.md#versions), and
 * a refusal because someone else changed the record meanwhile (EDITED_ELSEWHERE) goes to its
 * `onConflict` (the conflict dialog) instead of the error modal.
 */
export function useDeleteRecord<D>(
  mutation: TypedDocumentNode<D, { id: string; expectedVersion?: number | null }>,
  {
    deleted,
    evict,
    success,
  }: {
    deleted: (data: D) => { __typename?: string; id: string };
    evict: (cache: ApolloCache, data: D | undefined) => void;
    success: string | ((data: D) => string);
  },
) {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(mutation);
  async function remove(
    id: string,
    versioned?: { expectedVersion: number; onConflict: (conflict: EditedElsewhere) => void },
  ): Promise<D | null> {
    try {
      const { data } = await mutate({
        variables: { id, expectedVersion: versioned?.expectedVersion ?? null },
        update: (cache, { data }) => {
          if (data) cache.evict({ id: cache.identify(deleted(data)) });
          evict(cache, data ?? undefined);
        },
      });
      if (!data) throw new Error(translate('common.noDeleteAnswer'));
      notify.success(typeof success === 'function' ? success(data) : success);
      return data;
    } catch (error) {
      const conflict = versioned ? editedElsewhereOf(error) : null;
      if (conflict) {
        versioned!.onConflict(conflict);
        return null;
      }
      notify.alert({
        title: translate('errors.titleUnknown'),
        message: translate('common.deleteFailed', { message: errorMessage(error) }),
      });
      return null;
    }
  }
  return { remove, loading };
}
