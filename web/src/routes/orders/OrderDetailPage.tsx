import { calendarDateIn } from '@agency/rules';
import { Fragment, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import ReceiptIcon from '@mui/icons-material/Receipt';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import {
  CancelOrderDocument,
  DeleteOrderDocument,
  OrderDetailDocument,
  UpdateOrderStatusDocument,
  type OrderDetail_OrderFragment,
} from '../../features/orders/orders.generated';
import { type OrderAction, type OrderStatus } from '../../generated/graphql';
import { InfoGrid } from '../../features/orders/InfoGrid';
import { lastOrderList } from '../../features/orders/lastOrderList';
import { OrderParties, recordedPayout } from '../../features/orders/OrderParties';
import { OrderSection } from '../../features/orders/OrderSection';
import { HistorySection } from '../../features/audit/HistorySection';
import { OrderStatusChips } from '../../features/orders/OrderStatusChips';
import { deletedOrderMessage, standbyToggleTarget, statusLabel, UPDATABLE_STATUSES } from '../../features/orders/status';
import { TransferLogDialog } from '../../features/orders/TransferLogDialog';
import { DerivativeOrdersDialog } from '../../features/orders/DerivativeOrdersDialog';
import { orderTypeLabel, paymentMethodLabel } from '../../features/orders/transfer';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EditedElsewhereDialog, editedElsewhereOf, type EditedElsewhere } from '../../ui/EditedElsewhereDialog';
import { errorCode, errorMessage, errorStatus } from '../../ui/errors';
import { formatBrl, formatDate, formatDateTime, formatRate, formatUsd } from '../../ui/format';
import Chip from '@mui/material/Chip';
import { alertTypeLabel } from '../compliance/AlertsPage';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { RecordLoadFailed } from '../../ui/RecordLoadFailed';
import { StatusSelect } from '../../ui/StatusSelect';
import { useDeleteRecord } from '../../ui/useDeleteRecord';
import { useOrderChanges } from '../../features/live/useLiveUpdates';
import { ChangedElsewhereNotice } from '../../features/live/ChangedElsewhereNotice';
import { translate } from '../../i18n';

/**
 * /order/:id (docs/orders.md#the-order-page): the client and beneficiary cards, Transfer Information
 * (dates as stored, docs/money-and-dates.md), Generate Receipt and Renew, and Additional Information with the
 * status actions: Update (with Force), Standby (toggle, forced), Delete (administrators). A Renewed
 * order's status cannot change: instead of Update and Standby it says so, with links to its
 * renewals. Deleting a renewal opens its original, whose status the delete gave back.
 * Another counter's change shows at once, and a dialog open meanwhile says who made it
 * (docs/live-updates.md "The web").
 */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(OrderDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const back = () => void navigate(lastOrderList());

  if (!data) {
    if (loading) return <Loading label={translate('orders.loadingTheOrder')} />;
    return <RecordLoadFailed title={translate('orders.orderN', { id })} what="order" error={error} onBack={back} />;
  }
  return (
    <OrderDetail
      key={data.order.id}
      order={data.order}
      today={calendarDateIn(data.agency.timeZone, new Date())}
      timeZone={data.agency.timeZone}
      isAdministrator={data.viewer.isAdministrator}
      onBack={back}
    />
  );
}

type Ask = 'update' | 'standby' | 'delete' | 'cancel' | null;

/**
 * Whether the 30 minutes to cancel for a refund are still running (12 CFR 1005.34): true until
 * `until` (an ISO instant from the server), then false, re-rendering when it passes.
 */
function useWithinWindow(until: string): boolean {
  const end = Date.parse(until);
  const [open, setOpen] = useState(() => Date.now() <= end);
  useEffect(() => {
    const left = end - Date.now();
    setOpen(left >= 0);
    if (left < 0) return undefined;
    // Timers hold at most about 24.8 days; the window is 30 minutes.
    const timer = setTimeout(() => setOpen(false), Math.min(left + 1, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [end]);
  return open;
}

/**
 * Why a Renewed order offers no status change (nor Delete while a renewal remains): the orders that
 * renewed it, each a link; administrators are told how to undo a single renewal.
 */
function RenewedNotice({ renewals, isAdministrator }: { renewals: readonly { id: string }[]; isAdministrator: boolean }) {
  const links = renewals.map((r, i) => (
    <Fragment key={r.id}>
      {i > 0 ? ', ' : ''}
      <Link component={RouterLink} to={`/order/${r.id}`} data-testid="renewal-link">
        #{r.id}
      </Link>
    </Fragment>
  ));
  return (
    <Alert severity="info" data-testid="renewed-notice" sx={{ mt: 2 }}>
      {renewals.length === 0 ? (
        translate('orders.renewedNotice')
      ) : (
        <>
          {translate('orders.renewedBy', { count: renewals.length })} {links}
          {translate('orders.renewedByEnd')}
          {isAdministrator && renewals.length === 1 ? translate('orders.undoRenewal', { id: renewals[0]!.id }) : null}
        </>
      )}
    </Alert>
  );
}

function OrderDetail({
  order,
  today,
  timeZone,
  isAdministrator,
  onBack,
}: {
  order: OrderDetail_OrderFragment;
  today: string;
  /** The agency's IANA zone: the refund's instant is written in it. */
  timeZone: string;
  isAdministrator: boolean;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  // The server says what this clerk may do with the order (docs/orders.md#what-may-be-done-with-an-order):
  // the page offers exactly that.
  const may = (action: OrderAction) => order.allowedActions.includes(action);
  const renewable = may('RENEW');
  const statusLocked = !may('CHANGE_STATUS');
  const deletable = may('DELETE');
  const [nextStatus, setNextStatus] = useState<OrderStatus>(UPDATABLE_STATUSES.includes(order.status) ? order.status : 'PENDING');
  const [force, setForce] = useState(false);
  const [ask, setAskState] = useState<Ask>(null);
  // The version a question was asked on: its answer is sent with it, so a change made meanwhile by
  // another counter (shown on the page behind at once) is announced in the dialog and refused on save,
  // never silently overwritten (docs/live-updates.md "The web").
  const [askedOn, setAskedOn] = useState(order.version);
  const setAsk = (next: Ask) => {
    if (next !== null) setAskedOn(order.version);
    setAskState(next);
  };
  const change = useOrderChanges(order.id, order.version);
  const [showDerivatives, setShowDerivatives] = useState(false);
  const [showTransferLog, setShowTransferLog] = useState(false);
  const [updateStatus, updateState] = useMutation(UpdateOrderStatusDocument);
  const apollo = useApolloClient();
  // A status change or cancellation refused because someone else changed the order meanwhile
  // (docs/ARCHITECTURE.md#versions): who and when, and what this clerk asked for.
  const [conflict, setConflict] = useState<{ details: EditedElsewhere; typed: [string, string][] } | null>(null);
  const [cancelOrder, cancelState] = useMutation(CancelOrderDocument);
  // 'Cancel and refund' while the server allows it, hidden once its 30 minutes pass on this open page.
  const withinWindow = useWithinWindow(order.cancellableUntil);
  const cancellable = withinWindow && may('CANCEL');
  const deletion = useDeleteRecord(DeleteOrderDocument, {
    deleted: (data) => data.deleteOrder,
    evict: (cache, data) => {
      const original = data?.deleteOrder.originalOrder;
      // The mutation brought the original as it is now; the lists keep their own copy of its status.
      if (original) {
        cache.modify({ id: cache.identify({ __typename: 'OrderListItem', id: original.id }), fields: { status: () => original.status } });
      }
      cache.gc();
    },
    success: (data) => deletedOrderMessage(order.id, data.deleteOrder.originalOrder),
  });

  useEffect(() => {
    if (UPDATABLE_STATUSES.includes(order.status)) setNextStatus(order.status);
  }, [order.status]);

  async function setStatus(status: OrderStatus, forced: boolean) {
    try {
      await updateStatus({ variables: { id: order.id, status, force: forced, expectedVersion: askedOn } });
      notify.success(translate('orders.statusSet', { status: statusLabel(status) }));
    } catch (error) {
      const code = errorCode(error);
      const edited = editedElsewhereOf(error);
      if (edited) {
        setConflict({ details: edited, typed: [[translate('orders.status'), statusLabel(status)]] });
      } else if (code === 'PAYMENTS_INCOMPLETE') {
        notify.alert({ title: translate('orders.errorWhileUpdatingTransaction'), message: translate('orders.pleaseMakeSureThatAll') });
      } else {
        notify.alert({
          title: translate('orders.error'),
          message: translate('orders.errorCode', { status: errorStatus(error) ?? '?', message: errorMessage(error) }),
        });
      }
    } finally {
      setAsk(null);
    }
  }

  async function remove() {
    const deleted = await deletion.remove(order.id, {
      expectedVersion: askedOn,
      onConflict: (details) => setConflict({ details, typed: [[translate('conflict.action'), translate('conflict.deleteAction')]] }),
    });
    setAsk(null);
    if (!deleted) return;
    // A deleted renewal: open its original, which can be renewed again.
    const original = deleted.deleteOrder.originalOrder;
    if (original) void navigate(`/order/${encodeURIComponent(original.id)}`);
    else onBack();
  }

  async function cancelAndRefund() {
    try {
      const { data } = await cancelOrder({ variables: { id: order.id, expectedVersion: askedOn } });
      notify.success(
        translate('cancellation.done', { id: order.id, refund: formatUsd(data?.cancelOrder.cancellation.refund ?? order.totalWithFee) }),
      );
    } catch (error) {
      const edited = editedElsewhereOf(error);
      if (edited) setConflict({ details: edited, typed: [[translate('orders.status'), statusLabel('CANCELLED')]] });
      else notify.alert({ title: translate('cancellation.failed'), message: errorMessage(error) });
    } finally {
      setAsk(null);
    }
  }

  const busy = updateState.loading || deletion.loading || cancelState.loading;
  // Inside each question: another counter's change since it was asked; Reload closes it on the page as it is now.
  const changedNotice = (
    <ChangedElsewhereNotice
      change={change}
      since={askedOn}
      busy={busy}
      timeZone={timeZone}
      onReload={() => {
        setAsk(null);
        void apollo.query({ query: OrderDetailDocument, variables: { id: order.id }, fetchPolicy: 'network-only' });
      }}
    />
  );

  return (
    <>
      <PageTitle
        title={translate('orders.orderN', { id: order.id })}
        actions={
          <Button variant="outlined" onClick={onBack}>
            {translate('orders.back')}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <OrderParties order={order} payout={recordedPayout(order)} />
        <Stack spacing={2}>
          <OrderSection
            title={translate('orders.transferInformation')}
            testId="transfer-information"
            actions={
              <>
                <Button
                  variant="outlined"
                  startIcon={<ReceiptIcon />}
                  onClick={() => window.open(`/receipt/${encodeURIComponent(order.id)}`, '_blank', 'noopener')}
                >
                  {translate('orders.generateReceipt')}
                </Button>
                <Tooltip
                  title={
                    renewable ? '' : translate(order.status === 'RENEWED' ? 'orders.cannotRenewRenewed' : 'orders.cannotRenewCancelled')
                  }
                >
                  <span>
                    <Button
                      variant="contained"
                      startIcon={<AutorenewIcon />}
                      disabled={!renewable}
                      onClick={() => void navigate(`/renew/${encodeURIComponent(order.id)}`)}
                    >
                      {translate('orders.renew')}
                    </Button>
                  </span>
                </Tooltip>
              </>
            }
          >
            <InfoGrid
              items={[
                { label: translate('orders.amountUsd'), value: formatUsd(order.amountUsd), testId: 'order-amount-usd' },
                { label: translate('orders.exchangeRate'), value: formatRate(order.exchangeRate), testId: 'order-exchange-rate' },
                { label: translate('orders.amountBrl'), value: formatBrl(order.amountBrl), testId: 'order-amount-brl' },
                { label: translate('orders.fee'), value: formatUsd(order.fee), testId: 'order-fee' },
                { label: translate('orders.totalWithFee'), value: formatUsd(order.totalWithFee), testId: 'total-with-fee' },
                { label: translate('orders.paymentDate'), value: formatDate(order.paymentDate), testId: 'order-payment-date' },
                { label: translate('orders.creationDate'), value: formatDate(order.creationDate), testId: 'order-creation-date' },
              ]}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              {translate('orders.payments')}
            </Typography>
            <Box
              component="table"
              sx={{ borderCollapse: 'collapse', '& td, & th': { py: 0.5, pr: 3, textAlign: 'left' } }}
              data-testid="payment-lines"
            >
              <thead>
                <tr>
                  <Typography component="th" variant="caption" color="text.secondary">
                    {translate('orders.type')}
                  </Typography>
                  <Typography component="th" variant="caption" color="text.secondary">
                    {translate('orders.value')}
                  </Typography>
                </tr>
              </thead>
              <tbody>
                {order.paymentLines.map((line, i) => (
                  <tr key={i} data-testid="payment-line">
                    <td>{paymentMethodLabel(line.method)}</td>
                    <td>{formatUsd(line.value)}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </OrderSection>

          <OrderSection title={translate('orders.additionalInformation')} testId="additional-information">
            <InfoGrid
              items={[
                {
                  label: translate('orders.status'),
                  value: <OrderStatusChips status={order.status} paymentDate={order.paymentDate} today={today} />,
                },
                order.complianceFlags.length > 0
                  ? {
                      label: translate('cancellation.compliance'),
                      value: (
                        <Stack direction="row" spacing={1}>
                          {order.complianceFlags.map((flag) => (
                            <Chip
                              key={flag}
                              size="small"
                              color={flag === 'CTR' ? 'error' : 'warning'}
                              label={alertTypeLabel(flag)}
                              data-testid="compliance-flag"
                            />
                          ))}
                        </Stack>
                      ),
                    }
                  : null,
                order.cancellation
                  ? {
                      label: translate('cancellation.refunded'),
                      value: translate('cancellation.refundedValue', {
                        refund: formatUsd(order.cancellation.refund),
                        when: formatDateTime(order.cancellation.cancelledAt, timeZone),
                        by: order.cancellation.cancelledBy,
                      }),
                      testId: 'order-refund',
                    }
                  : null,
                { label: translate('orders.type'), value: orderTypeLabel(order.type), testId: 'order-type' },
                { label: translate('orders.createdBy'), value: order.createdBy, testId: 'order-created-by' },
                { label: translate('orders.remaining'), value: formatBrl(order.remainingValue), testId: 'remaining-value' },
                order.originalOrder
                  ? {
                      label: translate('orders.originalTransaction'),
                      value: (
                        <Link component={RouterLink} to={`/order/${order.originalOrder.id}`} data-testid="original-order-link">
                          #{order.originalOrder.id}
                        </Link>
                      ),
                    }
                  : order.isRenewal
                    ? {
                        label: translate('orders.originalTransaction'),
                        value: translate('orders.deletedOriginal'),
                        testId: 'original-order-deleted',
                      }
                    : null,
              ]}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              {order.derivativeOrders.length > 0 ? (
                <Button variant="outlined" onClick={() => setShowDerivatives(true)}>
                  {translate('orders.derivativeTransactions2')} ({order.derivativeOrders.length})
                </Button>
              ) : null}
              <Button variant="outlined" onClick={() => setShowTransferLog(true)}>
                {translate('orders.transferLog')}
              </Button>
              {cancellable ? (
                <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsk('cancel')}>
                  {translate('cancellation.cancelAndRefund')}
                </Button>
              ) : null}
            </Stack>
            {order.status === 'RENEWED' ? <RenewedNotice renewals={order.derivativeOrders} isAdministrator={isAdministrator} /> : null}
            {statusLocked && !deletable ? null : (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                useFlexGap
                sx={{ mt: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
              >
                {statusLocked ? null : (
                  <>
                    <StatusSelect
                      id="update-status"
                      value={nextStatus}
                      statuses={UPDATABLE_STATUSES}
                      label={statusLabel}
                      onChange={setNextStatus}
                    />
                    <Button
                      variant="contained"
                      disabled={busy}
                      onClick={() => {
                        setForce(false);
                        setAsk('update');
                      }}
                    >
                      {translate('orders.update')}
                    </Button>
                    <Button variant="outlined" disabled={busy} onClick={() => setAsk('standby')}>
                      {translate('orders.standby')}
                    </Button>
                  </>
                )}
                {deletable ? (
                  <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsk('delete')}>
                    {translate('orders.delete')}
                  </Button>
                ) : null}
              </Stack>
            )}
          </OrderSection>
          <HistorySection entity="transaction" id={order.id} />
        </Stack>
      </Box>

      <ConfirmDialog
        open={ask === 'update'}
        question={translate('orders.doYouWishToUpdate')}
        busy={updateState.loading}
        onCancel={() => setAsk(null)}
        onConfirm={() => void setStatus(nextStatus, force)}
      >
        {changedNotice}
        <FormControlLabel
          control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} />}
          label={translate('orders.force')}
          sx={{ mt: 1 }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={ask === 'standby'}
        question={translate('orders.doYouWishToToggle')}
        busy={updateState.loading}
        onCancel={() => setAsk(null)}
        onConfirm={() => void setStatus(standbyToggleTarget(order.status), true)}
      >
        {changedNotice}
      </ConfirmDialog>
      <ConfirmDialog
        open={ask === 'cancel'}
        title={translate('cancellation.cancelAndRefund')}
        question={translate('cancellation.question', { id: order.id, refund: formatUsd(order.totalWithFee) })}
        busy={cancelState.loading}
        onCancel={() => setAsk(null)}
        onConfirm={() => void cancelAndRefund()}
      >
        {changedNotice}
      </ConfirmDialog>
      <ConfirmDialog
        open={ask === 'delete'}
        question={translate('orders.doYouWishToDelete')}
        busy={deletion.loading}
        onCancel={() => setAsk(null)}
        onConfirm={() => void remove()}
      >
        {changedNotice}
      </ConfirmDialog>
      <EditedElsewhereDialog
        conflict={conflict?.details ?? null}
        typed={conflict?.typed ?? []}
        timeZone={timeZone}
        onLoadCurrent={() => {
          setConflict(null);
          void apollo.query({ query: OrderDetailDocument, variables: { id: order.id }, fetchPolicy: 'network-only' });
        }}
        onClose={() => setConflict(null)}
      />

      {showTransferLog ? (
        <TransferLogDialog
          open
          orderId={order.id}
          today={today}
          isAdministrator={isAdministrator}
          canAdd={may('ADD_PARTIAL_PAYMENT')}
          change={change}
          timeZone={timeZone}
          onClose={() => setShowTransferLog(false)}
        />
      ) : null}

      <DerivativeOrdersDialog open={showDerivatives} orders={order.derivativeOrders} onClose={() => setShowDerivatives(false)} />
    </>
  );
}
