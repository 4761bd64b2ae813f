import { calendarDateIn } from '@agency/rules';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RequireAdminDocument } from '../../features/auth/RequireAdmin.generated';
import { matchesOfError, screenedLabel } from '../../features/compliance/SanctionsMatches';
import { SanctionsOverrideDialog, type SanctionsRefusal } from '../../features/compliance/SanctionsOverrideDialog';
import { CreateOrderDocument, OrderDetailDocument, type OrderDetail_OrderFragment } from '../../features/orders/orders.generated';
import { newIdempotencyKey } from '../../features/orders/draft';
import { MoneyCounter } from '../../features/orders/MoneyCounter';
import { amountLimitMessage, CHECK_ERROR_TITLE, checkRenewal } from '../../features/orders/orderChecks';
import { currentPayout, OrderParties } from '../../features/orders/OrderParties';
import { OrderSection } from '../../features/orders/OrderSection';
import { statusLabel } from '../../features/orders/status';
import { commitBrl, renewalTransfer, totalWithFeeOf, transferInput, type TransferValues } from '../../features/orders/transfer';
import { TransferSection } from '../../features/orders/TransferSection';
import { errorCode, errorMessage, errorTitle } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { RecordLoadFailed } from '../../ui/RecordLoadFailed';
import { SubmitForm } from '../../ui/SubmitForm';
import { translate } from '../../i18n';
import { rateInputText } from '../../ui/format';

/**
 * /renew/:id (docs/orders.md#renewal): the client and beneficiary of the original, its amounts,
 * Pix key, type and payment lines, created tomorrow with 1 day; checks 3 to 5, then createOrder with
 * originalOrderId (no preview, no duplicate check), then 'Order #N created' and the new order. A
 * Renewed or Cancelled original cannot be renewed. A possible sanctions match of either party
 * (SANCTIONS_MATCH) opens its review, where an administrator may renew with a written reason
 * (sanctionsOverride), as on /preview (docs/compliance.md "Reviewing a possible match").
 */
export default function RenewOrderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(OrderDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });

  if (!data) {
    if (!error) return <Loading label={translate('orders.loadingTheOrder')} />;
    return <RecordLoadFailed title={translate('orders.renewOrderN', { id })} what="order" error={error} onBack={() => void navigate(-1)} />;
  }

  const order = data.order;
  if (order.status === 'RENEWED' || order.status === 'CANCELLED') {
    return (
      <>
        <PageTitle title={translate('orders.renewOrderN', { id: order.id })} />
        <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="renew-refused">
          {order.status === 'RENEWED'
            ? translate('orders.alreadyRenewed', { id: order.id })
            : translate('orders.cannotRenew', { id: order.id, status: statusLabel(order.status) })}
        </Alert>
        <Button variant="outlined" onClick={() => void navigate(`/order/${order.id}`)}>
          {translate('orders.back')}
        </Button>
      </>
    );
  }
  // Tomorrow from the agency's calendar day, like /new's creation date.
  return <RenewForm order={order} today={calendarDateIn(data.agency.timeZone, new Date())} />;
}

function RenewForm({ order, today }: { order: OrderDetail_OrderFragment; today: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [transfer, setTransfer] = useState<TransferValues>(() =>
    // The rate input starts with the rate's own decimals ('5.40', not the stored '5.400000').
    renewalTransfer({ ...order, exchangeRate: rateInputText(order.exchangeRate) }, today),
  );
  // The renewal pays the beneficiary's payout as on file now.
  const payout = currentPayout(order);
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [createOrder] = useMutation(CreateOrderDocument);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const { data: viewer } = useQuery(RequireAdminDocument);
  const isAdministrator = viewer?.viewer.isAdministrator ?? false;
  const [refusal, setRefusal] = useState<SanctionsRefusal | null>(null);

  /** Renews; `sanctionsReason` is an administrator's reason to go on despite a possible sanctions match. */
  async function renew(sanctionsReason: string | null = null) {
    if (running.current) return;
    const t = commitBrl(transfer);
    if (t !== transfer) setTransfer(t);
    const b = order.beneficiary;
    const check = checkRenewal({ payout, transfer: t });
    const message = check ? translate(check) : amountLimitMessage(t);
    if (message) {
      notify.alert({ title: translate(CHECK_ERROR_TITLE), message });
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      const { data } = await createOrder({
        variables: {
          input: {
            clientId: order.client.id,
            beneficiaryId: b.id,
            pixKeyId: b.payoutType === 'PIX' ? (order.pixKey?.id ?? null) : null,
            originalOrderId: order.id,
            ...transferInput(t),
            sanctionsOverride: sanctionsReason ? { reason: sanctionsReason } : null,
          },
          idempotencyKey,
        },
        // The original becomes Renewed and gains a derivative: read it again when next shown.
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Order', id: order.id }) });
        },
      });
      const id = data?.createOrder.id;
      if (!id) throw new Error(translate('orders.noNewOrder'));
      notify.success(translate('orders.created', { id }));
      void navigate(`/order/${id}`, { replace: true });
    } catch (error) {
      if (errorCode(error) === 'SANCTIONS_MATCH') {
        setRefusal({
          message: errorMessage(error),
          matches: matchesOfError(error),
          screened: [
            { label: screenedLabel('sender', order.client.fullName), birthday: order.client.birthday, country: order.client.country },
            { label: screenedLabel('beneficiary', b.fullName) },
          ],
        });
        return;
      }
      notify.alert({ title: errorTitle(error), message: `${translate('orders.renewFailed')}\n${errorMessage(error)}` });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <>
      <SubmitForm onSubmit={() => renew()}>
        <PageTitle
          title={translate('orders.renewOrderN', { id: order.id })}
          actions={
            <Button variant="outlined" onClick={() => void navigate(`/order/${order.id}`)}>
              {translate('orders.back')}
            </Button>
          }
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <OrderParties order={order} payout={payout} />
          <Stack spacing={2}>
            <OrderSection title={translate('orders.transferDetails')} testId="transfer-section">
              <TransferSection values={transfer} onChange={setTransfer} disabled={busy} />
            </OrderSection>
            <OrderSection title={translate('orders.moneyCounter')} testId="money-counter">
              <MoneyCounter target={totalWithFeeOf(transfer)} />
            </OrderSection>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" size="large" loading={busy}>
                {translate('orders.renew')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </SubmitForm>
      <SanctionsOverrideDialog
        refusal={refusal}
        canOverride={isAdministrator}
        overrideLabel={translate('sanctionsMatch.overrideAndRenew')}
        onClose={() => setRefusal(null)}
        onOverride={(reason) => {
          setRefusal(null);
          void renew(reason);
        }}
      />
    </>
  );
}
