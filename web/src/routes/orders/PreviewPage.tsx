import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  AddPixKeyDocument,
  ConfirmBeneficiaryByFullNameDocument,
  ConfirmBeneficiaryByIdDocument,
  type BeneficiaryFields_BeneficiaryFragment,
  CreateOrderDocument,
  DeleteOrderDocument,
  DuplicateOrderDocument,
  RequireAdminDocument,
  SelectPixDialogDocument,
  type DuplicateOrderQuery,
  type SelectPixDialog_PixKeyFragment,
} from '../../generated/graphql';
import { beneficiaryInput } from '../../features/beneficiaries/beneficiarySchema';
import { accountTypeLabel, storedPixKey } from '../../features/beneficiaries/payout';
import { documentTypeLabel } from '../../features/clients/documentTypes';
import { useResolveSender } from '../../features/clients/useResolveSender';
import { useCreateBeneficiary, useUpdateBeneficiary } from '../../features/beneficiaries/useBeneficiaryMutations';
import { beneficiaryOnFile } from '../../features/orders/beneficiaryOnFile';
import { loadDraft, removeDraft, saveDraft, type OrderDraft } from '../../features/orders/draft';
import { InfoGrid } from '../../features/orders/InfoGrid';
import { OrderSection } from '../../features/orders/OrderSection';
import { payoutText } from '../../features/orders/payoutText';
import { daysLabel, orderTypeLabel, paymentMethodLabel, totalWithFeeOf, transferInput } from '../../features/orders/transfer';
import { errorCode, errorMessage } from '../../ui/errors';
import { formatBrl, formatDate, formatRate, formatUsd, formatTaxId } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import type { DocumentType } from '../../generated/graphql';

type Duplicate = NonNullable<DuplicateOrderQuery['duplicateOrder']>;
type DuplicateChoice = 'continue' | 'delete' | 'cancel';

interface Message {
  title: string;
  message: string;
  /** Run when the user closes the message (e.g. back to /new to pick with 'Select Sender'). */
  after?: () => void;
}

/**
 * /preview (spec 02 §2 Preview; DESIGN §8 Confirm): the draft as it will be ordered, 'Back' to /new
 * (the draft refills the form) and 'Confirm': the sender (picked, found by full name, or created),
 * the duplicate check for an existing client, the beneficiary (one on file takes the details
 * confirmed here when they differ) and its Pix key, then createOrder with
 * the draft's idempotency key. Each step's failure shows a modal and stops there.
 */
export default function PreviewPage() {
  const [draft, setDraft] = useState<OrderDraft | null>(() => loadDraft());
  if (!draft) return <Navigate to="/new" replace />;
  return <Preview draft={draft} onDraftChange={setDraft} />;
}

function Preview({ draft, onDraftChange }: { draft: OrderDraft; onDraftChange: (d: OrderDraft) => void }) {
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const { data: viewer } = useQuery(RequireAdminDocument);
  const isAdministrator = viewer?.viewer.isAdministrator ?? false;
  const resolveSender = useResolveSender();
  const { createBeneficiary } = useCreateBeneficiary();
  const { updateBeneficiary } = useUpdateBeneficiary();
  const [addPixKey] = useMutation(AddPixKeyDocument);
  const [deleteOrder] = useMutation(DeleteOrderDocument);
  const [createOrder] = useMutation(CreateOrderDocument);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [duplicate, setDuplicate] = useState<{ order: Duplicate; resolve: (c: DuplicateChoice) => void } | null>(null);

  const { sender, beneficiary, transfer } = draft;

  function remember(next: OrderDraft) {
    saveDraft(next);
    onDraftChange(next);
    return next;
  }

  function askDuplicate(order: Duplicate): Promise<DuplicateChoice> {
    return new Promise((resolve) => setDuplicate({ order, resolve }));
  }

  async function pixKeysOf(beneficiaryId: string): Promise<readonly SelectPixDialog_PixKeyFragment[]> {
    const { data } = await apollo.query({ query: SelectPixDialogDocument, variables: { id: beneficiaryId }, fetchPolicy: 'network-only' });
    return data?.beneficiary.pixKeys ?? [];
  }

  async function run(): Promise<void> {
    let d = draft;
    // a. The sender: picked, found by full name, or created.
    const resolved = await resolveSender(sender, d.senderPick);
    if (resolved.kind === 'conflict') {
      setMessage({
        title: 'Error!',
        message: `Several clients are named "${resolved.fullName}". Please pick the sender with Select Sender.`,
        after: () => void navigate('/new'),
      });
      return;
    }
    if (resolved.kind === 'error') {
      setMessage({ title: 'Error!', message: resolved.message });
      return;
    }
    if (resolved.kind === 'failed') return; // 'Error: {code}' / 'Unable to Create Client' shown by the hook
    const clientId = resolved.id;
    const clientCreated = resolved.created;
    if (!d.senderPick) d = remember({ ...d, senderPick: { id: clientId, fullName: sender.fullName } });

    // b. A possible duplicate of an existing client's order (spec 02 §4).
    if (!clientCreated) {
      let found: Duplicate | null = null;
      try {
        const { data } = await apollo.query({ query: DuplicateOrderDocument, variables: { clientId }, fetchPolicy: 'network-only' });
        found = data?.duplicateOrder ?? null;
      } catch (error) {
        if (errorCode(error) !== 'NOT_FOUND') {
          setMessage({ title: 'Error!', message: `Unable to Verify Transaction Duplication\n${errorMessage(error)}` });
          return;
        }
      }
      if (found) {
        const choice = await askDuplicate(found);
        if (choice === 'cancel') return;
        if (choice === 'delete') {
          try {
            await deleteOrder({
              variables: { id: found.id },
              update: (cache, { data }) => {
                if (data) cache.evict({ id: cache.identify(data.deleteOrder) });
              },
            });
          } catch (error) {
            setMessage({ title: 'Error!', message: `Failed to delete transaction.\n${errorMessage(error)}` });
            return;
          }
        }
      }
    }

    // c. The beneficiary: picked, found by full name, or created; one on file takes the details
    //    confirmed here when they differ; then the Pix key for payout Pix.
    let beneficiaryId = d.beneficiaryPick?.id ?? null;
    let keys: readonly SelectPixDialog_PixKeyFragment[] | null = null;
    let onFile: BeneficiaryFields_BeneficiaryFragment | null = null;
    try {
      if (beneficiaryId) {
        const { data } = await apollo.query({ query: ConfirmBeneficiaryByIdDocument, variables: { id: beneficiaryId }, fetchPolicy: 'network-only' });
        onFile = data?.beneficiary ?? null;
      } else {
        const { data } = await apollo.query({
          query: ConfirmBeneficiaryByFullNameDocument,
          variables: { fullName: beneficiary.fullName.trim() },
          fetchPolicy: 'network-only',
        });
        onFile = data?.beneficiaryByFullName ?? null;
        beneficiaryId = onFile?.id ?? null;
      }
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') {
        setMessage({
          title: 'Error!',
          message: `Several beneficiaries are named "${beneficiary.fullName.trim()}". Please pick the beneficiary with Select Beneficiary.`,
          after: () => void navigate('/new'),
        });
      } else {
        setMessage({ title: 'Error!', message: `Unable to look up the beneficiary\n${errorMessage(error)}` });
      }
      return;
    }
    if (onFile && beneficiaryId) {
      const decision = beneficiaryOnFile(onFile, beneficiary);
      if (decision.kind === 'other-person') {
        setMessage({
          title: 'Error!',
          message:
            `Beneficiary #${beneficiaryId} "${onFile.fullName}" is on file with CPF/CNPJ ${formatTaxId(decision.cpfOnFile)}, not ${formatTaxId(beneficiary.cpf)}. ` +
            'Pick the right beneficiary with Select Beneficiary, or correct the CPF.',
          after: () => void navigate('/new'),
        });
        return;
      }
      if (decision.kind === 'update') {
        if (!(await updateBeneficiary(beneficiaryId, decision.input))) return; // 'Unable to save the beneficiary: …' shown by the hook
        // An update to Pix may have added the typed key: read the keys again below.
      } else {
        keys = onFile.pixKeys;
      }
    } else if (!beneficiaryId) {
      beneficiaryId = await createBeneficiary(beneficiaryInput(beneficiary));
      if (!beneficiaryId) return; // 'Unable to Create Beneficiary' shown by the hook
    }
    if (!d.beneficiaryPick) d = remember({ ...d, beneficiaryPick: { id: beneficiaryId, fullName: beneficiary.fullName } });

    let pixKeyId: string | null = null;
    if (beneficiary.payoutType === 'PIX') {
      // Matched as the server stores keys (a punctuated CPF, a capitalised email).
      const text = storedPixKey(beneficiary.pix);
      try {
        keys ??= await pixKeysOf(beneficiaryId);
        let key =
          keys.find((k) => k.id === d.pixKeyId && k.key === text) ??
          keys.find((k) => k.key === text) ??
          (text === '' ? keys.find((k) => k.main) : undefined);
        if (!key && text !== '') {
          const before = new Set(keys.map((k) => k.id));
          const { data } = await addPixKey({ variables: { beneficiaryId, key: text } });
          const after = data?.addPixKey.pixKeys ?? [];
          key = after.find((k) => k.key === text) ?? after.find((k) => !before.has(k.id));
        }
        if (!key) {
          setMessage({ title: 'Error!', message: 'Please fill in the PIX field in the Beneficiary Information section' });
          return;
        }
        pixKeyId = key.id;
      } catch (error) {
        setMessage({ title: 'Error!', message: `Unable to add the PIX key\n${errorMessage(error)}` });
        return;
      }
    }

    // d. The order, once per draft whatever the clicks and retries (idempotency key).
    try {
      const { data } = await createOrder({
        variables: {
          input: { clientId, beneficiaryId, pixKeyId, ...transferInput(d.transfer) },
          idempotencyKey: d.idempotencyKey,
        },
      });
      const id = data?.createOrder.id;
      if (!id) throw new Error('The server did not return the new order.');
      removeDraft();
      void navigate(`/order/${id}`, { replace: true });
    } catch (error) {
      const code = errorCode(error);
      setMessage({ title: code ? `Error: ${code}` : 'Error!', message: `Unable to Create Transaction\n${errorMessage(error)}` });
    }
  }

  async function confirm() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await run();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  const total = totalWithFeeOf(transfer);
  return (
    <>
      <PageTitle title="Preview" />
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, alignItems: 'start' }}>
          <OrderSection title="Sender Information" testId="sender-section">
            <InfoGrid
              items={[
                { label: 'Full Name', value: sender.fullName, wide: true },
                draft.senderPick ? { label: 'Client', value: `#${draft.senderPick.id}` } : null,
                { label: 'Birthday', value: formatDate(sender.birthday) },
                { label: 'CPF', value: formatTaxId(sender.cpf) },
                { label: 'Telephone', value: sender.telephone },
                { label: 'Address', value: [sender.streetAddress, sender.city, sender.state, sender.zipCode, sender.country].filter(Boolean).join(', '), wide: true },
                { label: 'Document', value: `${sender.documentType ? documentTypeLabel(sender.documentType as DocumentType) : ''} ${sender.documentNumber}`.trim() },
              ]}
            />
          </OrderSection>
          <OrderSection title="Beneficiary Information" testId="beneficiary-section">
            <InfoGrid
              items={[
                { label: 'Full Name', value: beneficiary.fullName, wide: true },
                draft.beneficiaryPick ? { label: 'Beneficiary', value: `#${draft.beneficiaryPick.id}` } : null,
                { label: 'CPF', value: formatTaxId(beneficiary.cpf) },
                { label: 'Telephone', value: beneficiary.telephone },
                { label: 'City', value: [beneficiary.city, beneficiary.state].filter(Boolean).join(', ') },
                { label: 'Account Type', value: beneficiary.accountType ? accountTypeLabel(beneficiary.accountType) : '' },
                { label: 'Payout', value: payoutText(beneficiary), wide: true },
              ]}
            />
          </OrderSection>
        </Box>
        <OrderSection title="Transfer Details" testId="transfer-section">
          <InfoGrid
            columns={3}
            items={[
              { label: 'Amount USD', value: formatUsd(transfer.amountUsd || '0'), testId: 'preview-amount-usd' },
              { label: 'Exchange Rate', value: formatRate(transfer.exchangeRate), testId: 'preview-exchange-rate' },
              { label: 'Amount BRL', value: formatBrl(transfer.amountBrl || '0'), testId: 'order-amount-brl' },
              { label: 'Fee', value: formatUsd(transfer.fee || '0'), testId: 'preview-fee' },
              { label: 'Total With Fee', value: formatUsd(total), testId: 'total-with-fee' },
              { label: 'Order Type', value: orderTypeLabel(transfer.type) },
              { label: 'Payment In', value: daysLabel(transfer), testId: 'preview-days' },
              { label: 'Creation Date', value: formatDate(transfer.creationDate), testId: 'preview-creation-date' },
              { label: 'Payment Date', value: formatDate(transfer.paymentDate), testId: 'preview-payment-date' },
              ...transfer.payments.map((p, i) => ({
                label: `Payment ${i + 1}`,
                value: `${paymentMethodLabel(p.method)} ${formatUsd(p.value || '0')}`,
                testId: `preview-payment-${i + 1}`,
              })),
            ]}
          />
        </OrderSection>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={busy} onClick={() => void navigate('/new')}>
            Back
          </Button>
          <Button variant="contained" loading={busy} onClick={() => void confirm()}>
            Confirm
          </Button>
        </Stack>
      </Stack>

      <Dialog
        open={message !== null}
        onClose={() => {
          message?.after?.();
          setMessage(null);
        }}
        aria-labelledby="preview-message-title"
        aria-describedby="preview-message-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="preview-message-title">{message?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="preview-message-text" sx={{ whiteSpace: 'pre-line' }}>
            {message?.message}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              message?.after?.();
              setMessage(null);
            }}
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={duplicate !== null}
        onClose={() => {
          duplicate?.resolve('cancel');
          setDuplicate(null);
        }}
        aria-labelledby="duplicate-title"
        aria-describedby="duplicate-text"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="duplicate-title">Possible duplicate</DialogTitle>
        <DialogContent>
          <DialogContentText id="duplicate-text">
            {duplicate ? `Possible duplicate: order #${duplicate.order.id} was already created today for this client` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {(['cancel', ...(isAdministrator ? (['delete'] as const) : []), 'continue'] as const).map((choice) => (
            <Button
              key={choice}
              variant={choice === 'continue' ? 'contained' : 'text'}
              color={choice === 'delete' ? 'error' : 'primary'}
              onClick={() => {
                duplicate?.resolve(choice);
                setDuplicate(null);
              }}
            >
              {choice === 'cancel' ? 'Cancel' : choice === 'delete' ? 'Delete duplicate first' : 'Continue'}
            </Button>
          ))}
        </DialogActions>
      </Dialog>
    </>
  );
}
