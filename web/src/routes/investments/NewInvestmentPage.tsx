import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { CreateInvestmentDocument } from '../../features/investments/investments.generated';
import { clientFormValues, clientInput, clientSchema, type ClientFormValues } from '../../features/clients/clientSchema';
import { SenderSection } from '../../features/clients/SenderSection';
import { evictInvestmentLists } from '../../features/investments/cache';
import { blankFigures, investmentInput, payoutValues, type InvestmentSender } from '../../features/investments/figures';
import { CHECK_ERROR_TITLE, checkInvestment } from '../../features/investments/investmentChecks';
import { InvestmentForm } from '../../features/investments/InvestmentForm';
import { keepPick, type PickedParty } from '../../features/orders/draft';
import { errorCode, errorMessage, errorTitle } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useAgencyToday } from '../../ui/useAgencyToday';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

/**
 * /investments/new (docs/investments.md#new-investment, #validation): the sender form as on /new ('Select Sender'),
 * Additional Information and Investment. 'Save' runs the checks in order, then resolves the sender
 * (picked, found by full name, or created, as the order's Confirm does) and creates the investment.
 */
export default function NewInvestmentPage() {
  const today = useAgencyToday();
  return today ? <NewInvestmentForm today={today} /> : <Loading />;
}

/** The page once the agency's today is known (the creation date starts there). */
function NewInvestmentForm({ today }: { today: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [start] = useState(() => ({ payout: payoutValues(), figures: blankFigures(today) }));
  const [senderPick, setSenderPick] = useState<PickedParty | null>(null);
  const sender = useFormik<ClientFormValues>({
    initialValues: clientFormValues(),
    validationSchema: clientSchema,
    onSubmit: () => undefined,
  });
  const activeSender = keepPick(senderPick, sender.values.fullName);
  const [createInvestment] = useMutation(CreateInvestmentDocument, { update: (cache) => evictInvestmentLists(cache) });

  return (
    <>
      <PageTitle title={translate('investments.newInvestment')} />
      <InvestmentForm
        sender={<SenderSection formik={sender} activePick={activeSender} onPick={setSenderPick} />}
        initialPayout={start.payout}
        initialFigures={start.figures}
        check={(payout) => {
          void sender.submitForm();
          return checkInvestment({ sender: sender.values, payout });
        }}
        onSave={async (payout, figures) => {
          // A picked client is used as it is on file; a new one must pass the client form's rules.
          const senderErrors = activeSender ? {} : await sender.validateForm();
          if (Object.keys(senderErrors).length > 0) {
            notify.alert({
              title: translate(CHECK_ERROR_TITLE),
              message: `${translate('orders.correctSender')}\n${Object.values(senderErrors).join('\n')}`,
            });
            return;
          }
          // The server finds the client by full name or creates it, in the investment's transaction.
          const client: InvestmentSender = activeSender ? { clientId: activeSender.id } : { client: clientInput(sender.values) };
          try {
            const { data } = await createInvestment({ variables: { input: investmentInput(client, payout, figures) } });
            const id = data?.createInvestment.id;
            if (!id) throw new Error(translate('investments.noNew'));
            notify.success(translate('investments.created', { id }));
            void navigate(`/investments/investment/${id}`, { replace: true });
          } catch (error) {
            if (errorCode(error) === 'SENDER_AMBIGUOUS') {
              notify.alert({ title: translate('investments.error'), message: errorMessage(error) });
              return;
            }
            notify.alert({ title: errorTitle(error), message: `${translate('investments.createFailed')}\n${errorMessage(error)}` });
          }
        }}
      />
    </>
  );
}
