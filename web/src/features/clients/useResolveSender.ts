/**
 * The sender of a Confirm or a Save (DESIGN §8): the client picked with 'Select Sender', else the
 * one found by full name (clientByFullName), else a new client (createClient). Several clients with
 * the name are a CONFLICT: the caller asks the user to pick with 'Select Sender'.
 */
import { useApolloClient } from '@apollo/client/react';
import { ConfirmClientByFullNameDocument } from '../../generated/graphql';
import { errorCode, errorMessage } from '../../ui/errors';
import type { PickedParty } from '../orders/draft';
import { clientInput, type ClientFormValues } from './clientSchema';
import { useCreateClient } from './useClientMutations';

export type SenderResolution =
  | { kind: 'ok'; id: string; created: boolean }
  /** Several clients share the full name. */
  | { kind: 'conflict'; fullName: string }
  /** The look-up failed; `message` says why. */
  | { kind: 'error'; message: string }
  /** The creation failed and its message ('Unable to Create Client') was shown. */
  | { kind: 'failed' };

/** Resolves the sender of a form: picked, found by full name, or created. */
export function useResolveSender() {
  const apollo = useApolloClient();
  const { createClient } = useCreateClient();
  return async function resolveSender(sender: ClientFormValues, pick: PickedParty | null): Promise<SenderResolution> {
    if (pick) return { kind: 'ok', id: pick.id, created: false };
    const fullName = sender.fullName.trim();
    try {
      const { data } = await apollo.query({ query: ConfirmClientByFullNameDocument, variables: { fullName }, fetchPolicy: 'network-only' });
      const id = data?.clientByFullName?.id ?? null;
      if (id) return { kind: 'ok', id, created: false };
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') return { kind: 'conflict', fullName };
      return { kind: 'error', message: `Unable to look up the sender\n${errorMessage(error)}` };
    }
    const id = await createClient(clientInput(sender));
    return id ? { kind: 'ok', id, created: true } : { kind: 'failed' };
  };
}
