import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DescriptionIcon from '@mui/icons-material/Description';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  DeleteInvestmentDocument,
  InvestmentDetailDocument,
  UpdateInvestmentStatusDocument,
  type InvestmentDetail_InvestmentFragment,
} from '../../features/investments/investments.generated';
import { type InvestmentStatus } from '../../generated/graphql';
import { accountTypeLabel } from '../../features/beneficiaries/payout';
import { ClientInfoSection } from '../../features/clients/ClientInfoSection';
import { evictInvestmentLists } from '../../features/investments/cache';
import { InvestmentStatusChip } from '../../features/investments/InvestmentStatusChip';
import { InvoicesDialog } from '../../features/investments/InvoicesDialog';
import { investmentStatusLabel, UPDATABLE_INVESTMENT_STATUSES } from '../../features/investments/status';
import { agreementFileName, useAgreements } from '../../features/investments/useAgreements';
import { InfoGrid } from '../../features/orders/InfoGrid';
import { OrderSection } from '../../features/orders/OrderSection';
import { payoutText } from '../../features/orders/payoutText';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentActions } from '../../ui/DocumentActions';
import { EditedElsewhereDialog, editedElsewhereOf, type EditedElsewhere } from '../../ui/EditedElsewhereDialog';
import { saveBase64File } from '../../ui/documentFile';
import { errorMessage, errorStatus } from '../../ui/errors';
import { formatBrl, formatDate, formatDecimal, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { RecordLoadFailed } from '../../ui/RecordLoadFailed';
import { StatusSelect } from '../../ui/StatusSelect';
import { useDeleteRecord } from '../../ui/useDeleteRecord';
import { translate } from '../../i18n';

const LIST = '/investments/list';

/**
 * /investments/investment/:id (docs/investments.md#the-investment-page, #statuses, docs/errors.md): the client card, the payout,
 * the figures, the status with Update Status, Renew, the invoices modal, the agreements (generate,
 * download, signed copy download and upload) and Delete.
 */
export default function InvestmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(InvestmentDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });

  if (!data) {
    if (loading) return <Loading label={translate('investments.loadingTheInvestment')} />;
    return (
      <RecordLoadFailed
        title={translate('investments.investmentN', { id })}
        what="investment"
        error={error}
        onBack={() => void navigate(LIST)}
      />
    );
  }
  return <InvestmentDetail investment={data.investment} />;
}

function InvestmentDetail({ investment }: { investment: InvestmentDetail_InvestmentFragment }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const initialStatus = (s: InvestmentStatus) => (UPDATABLE_INVESTMENT_STATUSES.includes(s) ? s : 'PENDING');
  const [nextStatus, setNextStatus] = useState<InvestmentStatus>(initialStatus(investment.status));
  const [ask, setAsk] = useState<'update' | 'delete' | null>(null);
  const [showInvoices, setShowInvoices] = useState(false);
  // A status change or delete refused because someone else changed the investment meanwhile
  // (docs/ARCHITECTURE.md#versions): who and when, and what this clerk asked for.
  const [conflict, setConflict] = useState<{ details: EditedElsewhere; typed: [string, string][] } | null>(null);
  const apollo = useApolloClient();
  const [updateStatus, updateState] = useMutation(UpdateInvestmentStatusDocument, { update: evictInvestmentLists });
  const deletion = useDeleteRecord(DeleteInvestmentDocument, {
    deleted: (data) => data.deleteInvestment,
    evict: evictInvestmentLists,
    success: translate('investments.deleted', { id: investment.id }),
  });
  const agreements = useAgreements(investment.id);
  const name = `investment-${investment.id}-${investment.client.fullName}`;

  useEffect(() => setNextStatus(initialStatus(investment.status)), [investment.status]);

  async function setStatus() {
    try {
      await updateStatus({ variables: { id: investment.id, status: nextStatus, expectedVersion: investment.version } });
      notify.success(translate('orders.statusSet', { status: investmentStatusLabel(nextStatus) }));
    } catch (error) {
      const edited = editedElsewhereOf(error);
      if (edited) {
        setConflict({ details: edited, typed: [[translate('investments.status'), investmentStatusLabel(nextStatus)]] });
        return;
      }
      notify.alert({
        title: translate('investments.error'),
        message: translate('orders.errorCode', { status: errorStatus(error) ?? '?', message: errorMessage(error) }),
      });
    } finally {
      setAsk(null);
    }
  }

  async function remove() {
    const deleted = await deletion.remove(investment.id, {
      expectedVersion: investment.version,
      onConflict: (details) => setConflict({ details, typed: [[translate('conflict.action'), translate('conflict.deleteAction')]] }),
    });
    setAsk(null);
    if (deleted) void navigate(LIST);
  }

  async function generate() {
    const file = await agreements.generateAgreement();
    if (file) saveBase64File(file, agreementFileName(`${name}-agreement`, file.fileExtension));
  }

  const busy = updateState.loading || deletion.loading;

  return (
    <>
      <PageTitle
        title={translate('investments.investmentN', { id: investment.id })}
        actions={
          <Button variant="outlined" onClick={() => void navigate(LIST)}>
            {translate('investments.back')}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <ClientInfoSection client={investment.client} />
          <OrderSection title={translate('investments.payout')} testId="investment-payout">
            <InfoGrid
              items={[
                { label: translate('investments.payout'), value: payoutText(investment), wide: true, testId: 'investment-payout-text' },
                { label: translate('investments.accountType'), value: accountTypeLabel(investment.accountType) },
                { label: translate('investments.paymentDescription'), value: investment.paymentDescription },
              ]}
            />
          </OrderSection>
          <OrderSection title={translate('investments.agreement')} testId="agreement-section">
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<DescriptionIcon />}
                  loading={agreements.generating}
                  onClick={() => void generate()}
                >
                  {translate('investments.generateAgreement')}
                </Button>
                <DocumentActions
                  name={`${name}-agreement`}
                  hasDocument={investment.hasOriginalAgreement}
                  download={agreements.downloadOriginal}
                  downloadLabel={translate('investments.downloadAgreement')}
                  fileName={agreementFileName}
                />
              </Stack>
              <DocumentActions
                name={`${name}-signed-agreement`}
                hasDocument={investment.hasCompletedAgreement}
                upload={agreements.uploadCompleted}
                download={agreements.downloadCompleted}
                uploadLabel={translate('investments.uploadSignedAgreement')}
                downloadLabel={translate('investments.downloadSignedAgreement')}
                fileName={agreementFileName}
              />
            </Stack>
          </OrderSection>
        </Stack>
        <Stack spacing={2}>
          <OrderSection
            title={translate('investments.investment')}
            testId="investment-figures"
            actions={
              <>
                <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setShowInvoices(true)}>
                  {translate('investments.invoices')}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<AutorenewIcon />}
                  onClick={() => void navigate(`/investments/renew/${encodeURIComponent(investment.id)}`)}
                >
                  {translate('investments.renew')}
                </Button>
              </>
            }
          >
            <InfoGrid
              items={[
                { label: translate('investments.amountUsd'), value: formatUsd(investment.amountUsd), testId: 'investment-amount-usd' },
                { label: translate('investments.amountBrl'), value: formatBrl(investment.amountBrl), testId: 'investment-amount-brl' },
                {
                  label: translate('investments.percentageUsd'),
                  value: `${formatDecimal(investment.percentageUsd, 2)}%`,
                  testId: 'investment-percentage-usd',
                },
                {
                  label: translate('investments.percentageBrl'),
                  value: `${formatDecimal(investment.percentageBrl, 2)}%`,
                  testId: 'investment-percentage-brl',
                },
                {
                  label: translate('investments.monthlyIncomeUsd'),
                  value: formatUsd(investment.monthlyIncomeUsd),
                  testId: 'monthly-income-usd',
                },
                {
                  label: translate('investments.monthlyIncomeBrl'),
                  value: formatBrl(investment.monthlyIncomeBrl),
                  testId: 'monthly-income-brl',
                },
                {
                  label: translate('investments.term'),
                  value: translate('investments.months', { count: investment.months }),
                  testId: 'investment-months',
                },
                {
                  label: translate('investments.creationDate'),
                  value: formatDate(investment.creationDate),
                  testId: 'investment-creation-date',
                },
                {
                  label: translate('investments.finalizationDate'),
                  value: formatDate(investment.finalizationDate),
                  testId: 'investment-finalization-date',
                },
                { label: translate('investments.createdBy'), value: investment.createdBy },
                investment.originalInvestment
                  ? {
                      label: translate('investments.originalInvestment'),
                      value: (
                        <Link
                          component={RouterLink}
                          to={`/investments/investment/${investment.originalInvestment.id}`}
                          data-testid="original-investment-link"
                        >
                          #{investment.originalInvestment.id}
                        </Link>
                      ),
                    }
                  : null,
              ]}
            />
          </OrderSection>
          <OrderSection title={translate('investments.status')} testId="investment-status-section">
            <InfoGrid items={[{ label: translate('investments.status'), value: <InvestmentStatusChip status={investment.status} /> }]} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              useFlexGap
              sx={{ mt: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
            >
              <StatusSelect
                id="update-investment-status"
                value={nextStatus}
                statuses={UPDATABLE_INVESTMENT_STATUSES}
                label={investmentStatusLabel}
                onChange={setNextStatus}
              />
              <Button variant="contained" disabled={busy} onClick={() => setAsk('update')}>
                {translate('investments.update')}
              </Button>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsk('delete')}>
                {translate('investments.delete')}
              </Button>
            </Stack>
          </OrderSection>
        </Stack>
      </Box>

      <InvoicesDialog
        open={showInvoices}
        onClose={() => setShowInvoices(false)}
        investmentId={investment.id}
        invoices={investment.invoices}
      />
      <ConfirmDialog
        open={ask === 'update'}
        question={translate('investments.doYouWishToUpdate')}
        busy={updateState.loading}
        onCancel={() => setAsk(null)}
        onConfirm={() => void setStatus()}
      />
      <ConfirmDialog
        open={ask === 'delete'}
        question={translate('investments.doYouWishToDelete')}
        busy={deletion.loading}
        onCancel={() => setAsk(null)}
        onConfirm={() => void remove()}
      />
      <EditedElsewhereDialog
        conflict={conflict?.details ?? null}
        typed={conflict?.typed ?? []}
        onLoadCurrent={() => {
          setConflict(null);
          void apollo.query({ query: InvestmentDetailDocument, variables: { id: investment.id }, fetchPolicy: 'network-only' });
        }}
        onClose={() => setConflict(null)}
      />
    </>
  );
}
