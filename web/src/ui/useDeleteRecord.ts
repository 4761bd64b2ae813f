import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from './errors';
import { useNotify } from './notify';

/**
 * The Delete of a record page (an order or an investment) once confirmed: runs the delete mutation
 * taking `{ id }`, evicts the deleted record (`deleted` reads it from the data) and runs `evict` for
 * the rest of the cache; then shows `success`. A failure shows the 'Error!' modal with 'Failed to
 * delete transaction.' and the server's message. `remove` resolves true on success.
 */
export function useDeleteRecord<D>(
  mutation: TypedDocumentNode<D, { id: string }>,
  {
    deleted,
    evict,
    success,
  }: { deleted: (data: D) => { __typename?: string; id: string }; evict: (cache: ApolloCache) => void; success: string },
) {
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(mutation);
  async function remove(id: string): Promise<boolean> {
    try {
      await mutate({
        variables: { id },
        update: (cache, { data }) => {
          if (data) cache.evict({ id: cache.identify(deleted(data)) });
          evict(cache);
        },
      });
      notify.success(success);
      return true;
    } catch (error) {
      notify.alert({ title: 'Error!', message: `Failed to delete transaction.\n${errorMessage(error)}` });
      return false;
    }
  }
  return { remove, loading };
}
