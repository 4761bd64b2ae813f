import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BirthdaysPageDocument, type BirthdaysPageQuery } from '../../generated/graphql';
import { ClientFormDialog } from '../../features/clients/ClientFormDialog';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { useNotify } from '../../ui/notify';
import { formatUsPhone } from '../../ui/phone';

type Item = BirthdaysPageQuery['birthdaysToday'][number];

/** What the page says when nobody has a birthday today (spec 02 §2). */
export const NO_BIRTHDAYS = 'No birthdays today!';

/**
 * /birthdays (admin only): the clients whose birthday is today, with id, full name and telephone,
 * and a 'View' button opening the client modal.
 */
export default function BirthdaysPage() {
  const notify = useNotify();
  const { data, error, loading } = useQuery(BirthdaysPageDocument);
  const [open, setOpen] = useState<Item | null>(null);

  useEffect(() => {
    if (error) notify.error(`Unable to load today's birthdays: ${errorMessage(error)}`);
  }, [error, notify]);

  const items = data?.birthdaysToday ?? [];
  const current = open ? (items.find((c) => c.id === open.id) ?? open) : null;

  return (
    <>
      <PageTitle title="Today's Birthdays" />
      {error && !data ? (
        <Alert severity="error" role="alert">
          Unable to load today&apos;s birthdays: {errorMessage(error)}
        </Alert>
      ) : !data && loading ? (
        <Loading label="Loading birthdays" />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{NO_BIRTHDAYS}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Today's birthdays">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>Full Name</TableCell>
                <TableCell>Telephone</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((client) => (
                <TableRow key={client.id} data-testid="birthday-row" hover>
                  <TableCell>{client.id}</TableCell>
                  <TableCell>{client.fullName}</TableCell>
                  <TableCell>{formatUsPhone(client.telephone)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => setOpen(client)}>
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {current ? <ClientFormDialog key={current.id} open client={current} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
