/**
 * The transfer log's mutations (add, edit, delete a partial payment). Each returns the new
 * TransferLog: it is written over the cached transferLog(orderId), and its `order` (id and
 * remainingValue) merges into the cached Order, so the detail page's Remaining follows.
 * A refusal (a value that would take the remainder below 0...) resolves the server's message. Each
 * write sends the order's version the log was loaded at (docs/ARCHITECTURE.md#versions); when someone
 * else changed the order meanwhile it resolves EDITED and `conflict` holds who and when.
 */
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  AddPartialPaymentDocument,
  DeletePartialPaymentDocument,
  TransferLogDocument,
  UpdatePartialPaymentDocument,
  type TransferLogDialog_LogFragment,
} from './TransferLog.generated';
import { useState } from 'react';
import { errorMessage } from '../../ui/errors';
import { editedElsewhereOf, type EditedElsewhere } from '../../ui/EditedElsewhereDialog';
import { useNotify } from '../../ui/notify';
import { translate } from '../../i18n';

/** null when done, EDITED when someone else changed the order meanwhile (see `conflict`), else the message to show. */
export type PaymentResult = string | null;

/** The PaymentResult of a write refused with EDITED_ELSEWHERE. */
export const EDITED = 'EDITED_ELSEWHERE';

function writeLog(cache: ApolloCache, orderId: string, log: TransferLogDialog_LogFragment | undefined) {
  if (log) cache.writeQuery({ query: TransferLogDocument, variables: { orderId }, data: { transferLog: log } });
}

export function usePartialPayments(orderId: string, version: number | undefined) {
  const notify = useNotify();
  const [conflict, setConflict] = useState<EditedElsewhere | null>(null);
  const expectedVersion = version ?? null;
  const [add, addState] = useMutation(AddPartialPaymentDocument, {
    update: (cache, { data }) => writeLog(cache, orderId, data?.addPartialPayment),
  });
  const [edit, editState] = useMutation(UpdatePartialPaymentDocument, {
    update: (cache, { data }) => writeLog(cache, orderId, data?.updatePartialPayment),
  });
  const [remove, removeState] = useMutation(DeletePartialPaymentDocument, {
    update: (cache, { data }) => writeLog(cache, orderId, data?.deletePartialPayment),
  });

  async function run(action: () => Promise<unknown>, done: string): Promise<PaymentResult> {
    try {
      await action();
      notify.success(done);
      return null;
    } catch (error) {
      const edited = editedElsewhereOf(error);
      if (edited) {
        setConflict(edited);
        return EDITED;
      }
      return errorMessage(error);
    }
  }

  return {
    addPayment: (value: string, date: string | null) =>
      run(() => add({ variables: { orderId, value, date, expectedVersion } }), translate('orders.paymentAdded')),
    updatePayment: (id: string, value: string, date: string | null) =>
      run(() => edit({ variables: { orderId, id, value, date, expectedVersion } }), translate('orders.paymentSaved')),
    deletePayment: (id: string) => run(() => remove({ variables: { orderId, id, expectedVersion } }), translate('orders.paymentDeleted')),
    conflict,
    clearConflict: () => setConflict(null),
    busy: addState.loading || editState.loading || removeState.loading,
  };
}
