import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RequireAdminDocument } from '../../features/auth/RequireAdmin.generated';
import { ConfirmOrderDocument } from '../../features/orders/orders.generated';
import { accountTypeLabel } from '../../features/beneficiaries/payout';
import { SelectBeneficiaryDialog } from '../../features/beneficiaries/SelectBeneficiaryDialog';
import { documentTypeLabel } from '../../features/clients/documentTypes';
import { SelectSenderDialog } from '../../features/clients/SelectSenderDialog';
import { confirmInput, type DuplicateDecision } from '../../features/orders/confirmInput';
import { loadDraft, newIdempotencyKey, removeDraft, saveDraft, type OrderDraft } from '../../features/orders/draft';
import { InfoGrid } from '../../features/orders/InfoGrid';
import { OrderSection } from '../../features/orders/OrderSection';
import { payoutText } from '../../features/orders/payoutText';
import { daysLabel, orderTypeLabel, paymentMethodLabel, totalWithFeeOf } from '../../features/orders/transfer';
import { matchesOfError, screenedLabel } from '../../features/compliance/SanctionsMatches';
import { SanctionsOverrideDialog, type SanctionsRefusal } from '../../features/compliance/SanctionsOverrideDialog';
import { errorCode, errorDetail, errorMessage, errorTitle } from '../../ui/errors';
import { formatBrl, formatDate, formatRate, formatUsd, formatTaxId } from '../../ui/format';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';
import { PreviewMessageDialog, type PreviewMessage } from './PreviewMessageDialog';
import { DuplicateOrderDialog, type DuplicateChoice } from './DuplicateOrderDialog';
import { ReusedOrderDialog } from './ReusedOrderDialog';

/**
 * What Confirm is waiting for the clerk to decide before it is sent again; 'reused': this draft's key
 * already made order `orderId` with other details (a reply lost, then the draft changed).
 */
type Pending = { kind: 'duplicate'; orderId: string } | { kind: 'reused'; orderId: string } | { kind: 'sender' } | { kind: 'beneficiary' };

/**
 * /preview (docs/orders.md "Confirm"): the draft as it will be ordered, 'Back'
 * to /new (the draft refills the form) and 'Confirm': one confirmOrder mutation, the server's atomic
 * Confirm, sent with the draft's idempotency key so a double click or a retry never makes two
 * orders. A refusal that needs the clerk opens what decides it: 'Select Sender' (SENDER_AMBIGUOUS),
 * 'Select Beneficiary' (BENEFICIARY_AMBIGUOUS) or the duplicate modal (POSSIBLE_DUPLICATE); then
 * Confirm is sent again with the choice. Success shows 'Order #N created' and opens the order.
 */
export default function PreviewPage() {
  const [draft, setDraft] = useState<OrderDraft | null>(() => loadDraft());
  if (!draft) return <Navigate to="/new" replace />;
  return <Preview draft={draft} onDraftChange={setDraft} />;
}

function Preview({ draft, onDraftChange }: { draft: OrderDraft; onDraftChange: (d: OrderDraft) => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: viewer } = useQuery(RequireAdminDocument);
  const isAdministrator = viewer?.viewer.isAdministrator ?? false;
  const [confirmOrder] = useMutation(ConfirmOrderDocument);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [message, setMessage] = useState<PreviewMessage | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  /** The duplicate decision already taken, kept for a confirm sent again after a pick. */
  const decision = useRef<DuplicateDecision | null>(null);
  /** An administrator's reason to go on despite a possible sanctions match, once written. */
  const sanctionsReason = useRef<string | null>(null);
  /** A possible sanctions match shown for review (an administrator may override it). */
  const [refusal, setRefusal] = useState<SanctionsRefusal | null>(null);

  const { sender, beneficiary, transfer } = draft;

  function remember(next: OrderDraft) {
    saveDraft(next);
    onDraftChange(next);
    return next;
  }

  async function send(d: OrderDraft): Promise<void> {
    try {
      const choice = decision.current;
      const { data } = await confirmOrder({
        variables: { input: confirmInput(d, choice, sanctionsReason.current), idempotencyKey: d.idempotencyKey },
        // The duplicate an administrator deleted first leaves every list.
        update: (cache) => {
          if (choice?.kind === 'delete') cache.evict({ id: cache.identify({ __typename: 'Order', id: choice.orderId }) });
        },
      });
      const id = data?.confirmOrder.order.id;
      if (!id) throw new Error(translate('orders.noNewOrder'));
      removeDraft();
      notify.success(translate('orders.created', { id }));
      void navigate(`/order/${id}`, { replace: true });
    } catch (error) {
      switch (errorCode(error)) {
        case 'SENDER_AMBIGUOUS':
          setPending({ kind: 'sender' });
          return;
        case 'BENEFICIARY_AMBIGUOUS':
          setPending({ kind: 'beneficiary' });
          return;
        case 'POSSIBLE_DUPLICATE':
          setPending({ kind: 'duplicate', orderId: String(errorDetail(error, 'transactionID')) });
          return;
        case 'IDEMPOTENCY_KEY_REUSED':
          // This draft was already confirmed (a reply lost, then the draft edited): link that order,
          // or take the changed draft as a new order under a new key; the draft is kept meanwhile.
          setPending({ kind: 'reused', orderId: String(errorDetail(error, 'transactionID')) });
          return;
        case 'SANCTIONS_MATCH':
          // Screening refused a party: only an administrator may go on, with a written reason.
          setRefusal({
            message: errorMessage(error),
            matches: matchesOfError(error),
            screened: [
              { label: screenedLabel('sender', d.sender.fullName), birthday: d.sender.birthday || null, country: d.sender.country || null },
              { label: screenedLabel('beneficiary', d.beneficiary.fullName) },
            ],
          });
          return;
        case 'BENEFICIARY_CPF_MISMATCH':
          setMessage({ title: translate('orders.error'), message: errorMessage(error), after: () => void navigate('/new') });
          return;
        default:
          setMessage({ title: errorTitle(error), message: `${translate('orders.createFailed')}\n${errorMessage(error)}` });
      }
    }
  }

  async function confirm(d: OrderDraft = draft) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await send(d);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /** The clerk's answer to the duplicate modal: Cancel stops; Continue or Delete sends Confirm again. */
  function decideDuplicate(choice: DuplicateChoice, orderId: string) {
    setPending(null);
    if (choice === 'cancel') return;
    decision.current = choice === 'delete' ? { kind: 'delete', orderId } : { kind: 'accept' };
    void confirm();
  }

  /** 'Take as a new order' after IDEMPOTENCY_KEY_REUSED: the changed draft gets a key of its own and is confirmed. */
  function takeAsNewOrder() {
    setPending(null);
    decision.current = null;
    void confirm(remember({ ...draft, idempotencyKey: newIdempotencyKey() }));
  }

  const total = totalWithFeeOf(transfer);
  return (
    <>
      <PageTitle title={translate('orders.preview')} />
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, alignItems: 'start' }}>
          <OrderSection title={translate('orders.senderInformation')} testId="sender-section">
            <InfoGrid
              items={[
                { label: translate('orders.fullName'), value: sender.fullName, wide: true },
                draft.senderPick ? { label: translate('orders.client'), value: `#${draft.senderPick.id}` } : null,
                { label: translate('orders.birthday'), value: formatDate(sender.birthday) },
                { label: translate('orders.cpf'), value: formatTaxId(sender.cpf) },
                { label: translate('orders.telephone'), value: sender.telephone },
                {
                  label: translate('orders.address'),
                  value: [sender.streetAddress, sender.city, sender.state, sender.zipCode, sender.country].filter(Boolean).join(', '),
                  wide: true,
                },
                {
                  label: translate('orders.document'),
                  value: `${sender.documentType ? documentTypeLabel(sender.documentType) : ''} ${sender.documentNumber}`.trim(),
                },
              ]}
            />
          </OrderSection>
          <OrderSection title={translate('orders.beneficiaryInformation')} testId="beneficiary-section">
            <InfoGrid
              items={[
                { label: translate('orders.fullName'), value: beneficiary.fullName, wide: true },
                draft.beneficiaryPick ? { label: translate('orders.beneficiary'), value: `#${draft.beneficiaryPick.id}` } : null,
                { label: translate('orders.cpf'), value: formatTaxId(beneficiary.cpf) },
                { label: translate('orders.telephone'), value: beneficiary.telephone },
                { label: translate('orders.city'), value: [beneficiary.city, beneficiary.state].filter(Boolean).join(', ') },
                { label: translate('orders.accountType'), value: beneficiary.accountType ? accountTypeLabel(beneficiary.accountType) : '' },
                { label: translate('orders.payout'), value: payoutText(beneficiary), wide: true },
              ]}
            />
          </OrderSection>
        </Box>
        <OrderSection title={translate('orders.transferDetails')} testId="transfer-section">
          <InfoGrid
            columns={3}
            items={[
              { label: translate('orders.amountUsd'), value: formatUsd(transfer.amountUsd || '0'), testId: 'preview-amount-usd' },
              { label: translate('orders.exchangeRate'), value: formatRate(transfer.exchangeRate), testId: 'preview-exchange-rate' },
              { label: translate('orders.amountBrl'), value: formatBrl(transfer.amountBrl || '0'), testId: 'order-amount-brl' },
              { label: translate('orders.fee'), value: formatUsd(transfer.fee || '0'), testId: 'preview-fee' },
              { label: translate('orders.totalWithFee'), value: formatUsd(total), testId: 'total-with-fee' },
              { label: translate('orders.orderType'), value: orderTypeLabel(transfer.type) },
              { label: translate('orders.paymentIn'), value: daysLabel(transfer), testId: 'preview-days' },
              { label: translate('orders.creationDate'), value: formatDate(transfer.creationDate), testId: 'preview-creation-date' },
              { label: translate('orders.paymentDate'), value: formatDate(transfer.paymentDate), testId: 'preview-payment-date' },
              ...transfer.payments.map((p, i) => ({
                label: translate('orders.paymentN', { n: i + 1 }),
                value: `${paymentMethodLabel(p.method)} ${formatUsd(p.value || '0')}`,
                testId: `preview-payment-${i + 1}`,
              })),
            ]}
          />
        </OrderSection>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={busy} onClick={() => void navigate('/new')}>
            {translate('orders.back')}
          </Button>
          <Button variant="contained" loading={busy} onClick={() => void confirm()}>
            {translate('orders.confirm')}
          </Button>
        </Stack>
      </Stack>

      <PreviewMessageDialog
        message={message}
        onClose={() => {
          message?.after?.();
          setMessage(null);
        }}
      />
      <DuplicateOrderDialog
        orderId={pending?.kind === 'duplicate' ? pending.orderId : null}
        canDelete={isAdministrator}
        onClose={() => setPending(null)}
        onDecide={decideDuplicate}
      />
      <ReusedOrderDialog
        orderId={pending?.kind === 'reused' ? pending.orderId : null}
        onClose={() => setPending(null)}
        onTakeAsNewOrder={takeAsNewOrder}
      />

      <SanctionsOverrideDialog
        refusal={refusal}
        canOverride={isAdministrator}
        overrideLabel={translate('orders.overrideAndConfirm')}
        onClose={() => setRefusal(null)}
        onOverride={(reason) => {
          sanctionsReason.current = reason;
          setRefusal(null);
          void confirm();
        }}
      />

      <SelectSenderDialog
        open={pending?.kind === 'sender'}
        initialName={sender.fullName.trim()}
        onClose={() => setPending(null)}
        onSelect={(client) => {
          setPending(null);
          void confirm(remember({ ...draft, senderPick: { id: client.id, fullName: client.fullName } }));
        }}
      />
      <SelectBeneficiaryDialog
        open={pending?.kind === 'beneficiary'}
        initialName={beneficiary.fullName.trim()}
        clientId={draft.senderPick?.id ?? null}
        onClose={() => setPending(null)}
        onSelect={(picked) => {
          setPending(null);
          void confirm(remember({ ...draft, beneficiaryPick: { id: picked.id, fullName: picked.fullName } }));
        }}
      />
    </>
  );
}
