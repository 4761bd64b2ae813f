import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ConsortiumPageDocument, type ConsortiumPage_ConsortiumFragment } from '../../features/consortiums/consortiums.generated';
import { ConsortiumPaymentDialog } from '../../features/consortiums/ConsortiumPaymentDialog';
import { csvAmount, csvDate, csvFileName, type CsvColumn } from '../../ui/csv';
import { errorCode, errorMessage } from '../../ui/errors';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { formatDate, formatUsd } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';
import { COMPACT_ON_PHONE, NAME_CELL } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

type Payment = ConsortiumPage_ConsortiumFragment['payments'][number];

/** The register's status label: always Paid (docs/consortiums.md). */
export const CONSORTIUM_PAYMENT_LABEL = 'status.PAID';

const CSV_COLUMNS: readonly CsvColumn<Payment>[] = [
  { header: 'csv.clientName', value: (p) => p.clientName },
  { header: 'csv.date', value: (p) => csvDate(p.date) },
  { header: 'csv.amountUsd', value: (p) => csvAmount(p.amount) },
  { header: 'csv.status', value: () => translate(CONSORTIUM_PAYMENT_LABEL) },
];

/**
 * /consortium/:id (docs/consortiums.md): the title, 'Add' (the register form), the register (client
 * name, date, amount in USD, always Paid), CSV export and 'Back'.
 */
export default function ConsortiumPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const { data, error, loading } = useQuery(ConsortiumPageDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error && data) notify.error(translate('consortium.refreshFailed', { message: errorMessage(error) }));
  }, [error, data, notify]);

  const back = (
    <Button variant="outlined" onClick={() => void navigate('/consortium')}>
      {translate('consortium.back')}
    </Button>
  );
  if (!data) {
    if (loading) return <Loading label={translate('consortium.loadingTheConsortium')} />;
    return (
      <>
        <PageTitle title={translate('consortium.consortiumN', { id })} actions={back} />
        <Alert severity="error" role="alert">
          {errorCode(error) === 'NOT_FOUND'
            ? translate('consortium.notFound')
            : translate('consortium.loadFailed', { message: errorMessage(error) })}
        </Alert>
      </>
    );
  }
  const { consortium } = data;
  return (
    <>
      <PageTitle
        title={consortium.title}
        actions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {translate('consortium.add')}
            </Button>
            <ExportCsvButton fileName={csvFileName('consortium', consortium.title)} columns={CSV_COLUMNS} rows={consortium.payments} />
            {back}
          </>
        }
      />
      {consortium.payments.length === 0 ? (
        <Typography color="text.secondary">{translate('consortium.noPaymentsRegisteredYet')}</Typography>
      ) : (
        <TableScroll outlined label={translate('consortium.register')}>
          <Table size="small" aria-label={translate('consortium.register')} sx={COMPACT_ON_PHONE}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('consortium.clientName')}</TableCell>
                <TableCell>{translate('consortium.date')}</TableCell>
                <TableCell align="right">{translate('consortium.amountUsd')}</TableCell>
                <TableCell>{translate('consortium.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {consortium.payments.map((p) => (
                <TableRow key={p.id} data-testid="consortium-payment">
                  <TableCell sx={NAME_CELL}>{p.clientName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.date)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatUsd(p.amount)}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color="success" label={translate(CONSORTIUM_PAYMENT_LABEL)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <ConsortiumPaymentDialog open={adding} consortiumId={consortium.id} onClose={() => setAdding(false)} />
    </>
  );
}
