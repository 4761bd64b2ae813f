import { calendarDateIn } from '@agency/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { NewOrderBeneficiaryDocument, NewOrderDefaultsDocument } from '../../features/orders/orders.generated';
import { BeneficiaryFields } from '../../features/beneficiaries/BeneficiaryFields';
import { beneficiaryFormValues, beneficiarySchema, type BeneficiaryFormValues } from '../../features/beneficiaries/beneficiarySchema';
import { SelectBeneficiaryDialog } from '../../features/beneficiaries/SelectBeneficiaryDialog';
import { clientFormValues, clientSchema, type ClientFormValues } from '../../features/clients/clientSchema';
import { SenderSection } from '../../features/clients/SenderSection';
import { keepPick, loadDraft, newIdempotencyKey, saveDraft, type OrderDraft, type PickedParty } from '../../features/orders/draft';
import { MoneyCounter } from '../../features/orders/MoneyCounter';
import { amountLimitMessage, CHECK_ERROR_TITLE, checkOrder } from '../../features/orders/orderChecks';
import { OrderSection } from '../../features/orders/OrderSection';
import { commitBrl, initialTransfer, totalWithFeeOf, type TransferValues } from '../../features/orders/transfer';
import { TransferSection } from '../../features/orders/TransferSection';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { SubmitForm } from '../../ui/SubmitForm';
import { translate } from '../../i18n';
import { rateInputText } from '../../ui/format';

/**
 * /new (docs/orders.md#screens, #the-new-order-form, #validation): loads the default fee and rate before showing (unless a draft from
 * Preview's Back refills the form), then the sender, beneficiary and transfer forms and the money
 * counter. 'Preview' runs the checks of docs/orders.md#validation in order, then the server's limits
 * (amounts, each text's length, the birthday's range: docs/money-and-dates.md#limits), and stores the draft.
 */
export default function NewOrderPage() {
  const [draft] = useState(() => loadDraft());
  const { data, error, refetch, loading } = useQuery(NewOrderDefaultsDocument, { skip: draft !== null, fetchPolicy: 'network-only' });

  if (draft) return <NewOrderForm initial={draft} />;
  if (error && !data) {
    return (
      <>
        <PageTitle title={translate('orders.newOrder')} />
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" disabled={loading} onClick={() => void refetch()}>
              {translate('orders.retry')}
            </Button>
          }
        >
          {translate('orders.defaultsFailed', { message: errorMessage(error) })}
        </Alert>
      </>
    );
  }
  if (!data) return <Loading label={translate('orders.loadingTheOrderDefaults')} />;
  // The rate input starts with the rate's own decimals ('5.40', not the stored '5.400000').
  const defaults = { ...data.orderDefaults, exchangeRate: rateInputText(data.orderDefaults.exchangeRate) };
  return <NewOrderForm defaults={{ ...defaults, today: calendarDateIn(data.agency.timeZone, new Date()) }} />;
}

/** The form's starting figures: the remembered fee and rate, and the agency's today (docs/money-and-dates.md, docs/orders.md). */
interface FormDefaults {
  fee: string;
  exchangeRate: string;
  today: string;
}

function blankDraft(defaults: FormDefaults): OrderDraft {
  return {
    version: 1,
    idempotencyKey: newIdempotencyKey(),
    sender: clientFormValues(),
    senderPick: null,
    beneficiary: beneficiaryFormValues(),
    beneficiaryPick: null,
    transfer: initialTransfer(defaults),
  };
}

function NewOrderForm({ initial, defaults }: { initial?: OrderDraft; defaults?: FormDefaults }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [start] = useState(() => initial ?? blankDraft(defaults!));
  const [senderPick, setSenderPick] = useState<PickedParty | null>(start.senderPick);
  const [beneficiaryPick, setBeneficiaryPick] = useState<PickedParty | null>(start.beneficiaryPick);
  const [transfer, setTransfer] = useState<TransferValues>(start.transfer);
  const [dialog, setDialog] = useState<'beneficiary' | null>(null);

  const sender = useFormik<ClientFormValues>({ initialValues: start.sender, validationSchema: clientSchema, onSubmit: () => undefined });
  const beneficiary = useFormik<BeneficiaryFormValues>({
    initialValues: start.beneficiary,
    validationSchema: beneficiarySchema,
    onSubmit: () => undefined,
  });

  // A pick holds while the name is still the picked one; typing another name makes a new party.
  const activeSender = keepPick(senderPick, sender.values.fullName);
  const activeBeneficiary = keepPick(beneficiaryPick, beneficiary.values.fullName);

  const picked = useQuery(NewOrderBeneficiaryDocument, {
    variables: { id: activeBeneficiary?.id ?? '' },
    skip: !activeBeneficiary,
  });
  const pickedBeneficiary = activeBeneficiary ? (picked.data?.beneficiary ?? null) : null;

  async function preview() {
    const t = commitBrl(transfer);
    if (t !== transfer) setTransfer(t);
    void sender.submitForm();
    void beneficiary.submitForm();
    const check = checkOrder({ sender: sender.values, beneficiary: beneficiary.values, transfer: t });
    const message = check ? translate(check) : amountLimitMessage(t);
    if (message) {
      notify.alert({ title: translate(CHECK_ERROR_TITLE), message });
      return;
    }
    // A picked sender is used as it is on file; a new one must pass its form's rules too. The
    // beneficiary's details are saved at Confirm, picked or not (docs/orders.md), so they always must.
    const senderErrors = activeSender ? {} : await sender.validateForm();
    if (Object.keys(senderErrors).length > 0) {
      notify.alert({
        title: translate(CHECK_ERROR_TITLE),
        message: `${translate('orders.correctSender')}\n${Object.values(senderErrors).join('\n')}`,
      });
      return;
    }
    const beneficiaryErrors = await beneficiary.validateForm();
    if (Object.keys(beneficiaryErrors).length > 0) {
      notify.alert({
        title: translate(CHECK_ERROR_TITLE),
        message: `${translate('orders.correctBeneficiary')}\n${Object.values(beneficiaryErrors).join('\n')}`,
      });
      return;
    }
    saveDraft({
      version: 1,
      idempotencyKey: start.idempotencyKey,
      sender: sender.values,
      senderPick: activeSender,
      beneficiary: beneficiary.values,
      beneficiaryPick: activeBeneficiary,
      transfer: t,
    });
    void navigate('/preview');
  }

  return (
    <SubmitForm onSubmit={preview}>
      <PageTitle title={translate('orders.newOrder')} />
      <Stack spacing={2}>
        <SenderSection formik={sender} activePick={activeSender} onPick={setSenderPick} />

        <OrderSection
          title={translate('orders.beneficiaryInformation')}
          testId="beneficiary-section"
          actions={
            <>
              {activeBeneficiary ? (
                <Chip
                  label={translate('orders.beneficiaryN', { id: activeBeneficiary.id })}
                  onDelete={() => setBeneficiaryPick(null)}
                  color="primary"
                  variant="outlined"
                />
              ) : null}
              <Button variant="outlined" startIcon={<PersonSearchIcon />} onClick={() => setDialog('beneficiary')}>
                {translate('orders.selectBeneficiary')}
              </Button>
            </>
          }
        >
          <BeneficiaryFields formik={beneficiary} beneficiary={pickedBeneficiary} />
        </OrderSection>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <OrderSection title={translate('orders.transferDetails')} testId="transfer-section">
            <TransferSection values={transfer} onChange={setTransfer} />
          </OrderSection>
          <OrderSection title={translate('orders.moneyCounter')} testId="money-counter">
            <MoneyCounter target={totalWithFeeOf(transfer)} />
          </OrderSection>
        </Box>

        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large">
            {translate('orders.preview')}
          </Button>
        </Stack>
      </Stack>

      <SelectBeneficiaryDialog
        open={dialog === 'beneficiary'}
        onClose={() => setDialog(null)}
        clientId={activeSender?.id ?? null}
        initialName={beneficiary.values.fullName}
        onSelect={(b) => {
          void beneficiary.setValues(beneficiaryFormValues(b));
          setBeneficiaryPick({ id: b.id, fullName: b.fullName });
        }}
      />
    </SubmitForm>
  );
}
