import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  CreateInvestmentDocument,
  InvestmentDetailDocument,
  type InvestmentDetail_InvestmentFragment,
} from '../../features/investments/investments.generated';
import { ClientInfoSection } from '../../features/clients/ClientInfoSection';
import { evictInvestmentLists } from '../../features/investments/cache';
import { investmentInput, payoutValues, renewalFigures } from '../../features/investments/figures';
import { checkInvestmentPayout } from '../../features/investments/investmentChecks';
import { InvestmentForm } from '../../features/investments/InvestmentForm';
import { renewRefusal } from '../../features/investments/status';
import { errorCode, errorMessage, errorTitle } from '../../ui/errors';
import { useAgencyToday } from '../../ui/useAgencyToday';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

/**
 * /investments/renew/:id (docs/investments.md#renewal, #statuses, #validation): the new-investment form prefilled
 * from the original (client fixed, payout, amounts, percentages, duration), created today; the same
 * payout checks; saving creates the renewal (originalInvestmentId) and opens it. A Renewed or
 * Cancelled original says why it cannot be renewed.
 */
export default function RenewInvestmentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(InvestmentDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const today = useAgencyToday();
  const title = translate('investments.renewN', { id });
  const back = (
    <Button variant="outlined" onClick={() => void navigate(`/investments/investment/${encodeURIComponent(id)}`)}>
      {translate('investments.back')}
    </Button>
  );

  if (!data) {
    if (!error) return <Loading label={translate('investments.loadingTheInvestment')} />;
    return (
      <>
        <PageTitle title={title} actions={back} />
        <Alert severity="error" role="alert">
          {errorCode(error) === 'NOT_FOUND'
            ? translate('records.investment.notFound')
            : translate('records.investment.loadFailed', { message: errorMessage(error) })}
        </Alert>
      </>
    );
  }
  const refusal = renewRefusal(data.investment);
  if (refusal) {
    return (
      <>
        <PageTitle title={title} actions={back} />
        <Alert severity="warning" role="alert" data-testid="renew-refused">
          {refusal}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={title} actions={back} />
      {today ? <RenewForm original={data.investment} today={today} /> : <Loading />}
    </>
  );
}

function RenewForm({ original, today }: { original: InvestmentDetail_InvestmentFragment; today: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [start] = useState(() => ({ payout: payoutValues(original), figures: renewalFigures(original, today) }));
  const [createInvestment] = useMutation(CreateInvestmentDocument, {
    update: (cache) => {
      // The original becomes Renewed: read it again when next shown.
      cache.evict({ id: cache.identify({ __typename: 'Investment', id: original.id }) });
      evictInvestmentLists(cache);
    },
  });

  return (
    <InvestmentForm
      sender={<ClientInfoSection client={original.client} title={translate('investments.senderInformation')} />}
      initialPayout={start.payout}
      initialFigures={start.figures}
      check={checkInvestmentPayout}
      onSave={async (payout, figures) => {
        try {
          const { data } = await createInvestment({
            variables: { input: investmentInput({ clientId: original.client.id }, payout, figures, original.id) },
          });
          const id = data?.createInvestment.id;
          if (!id) throw new Error(translate('investments.noNew'));
          notify.success(translate('investments.renewed', { id: original.id, renewal: id }));
          void navigate(`/investments/investment/${id}`, { replace: true });
        } catch (error) {
          notify.alert({ title: errorTitle(error), message: `${translate('investments.renewFailed')}\n${errorMessage(error)}` });
        }
      }}
    />
  );
}
