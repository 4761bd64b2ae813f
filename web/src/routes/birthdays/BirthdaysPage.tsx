import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BirthdaysPageDocument, type BirthdaysPageQuery } from './BirthdaysPage.generated';
import { ClientFormDialog } from '../../features/clients/ClientFormDialog';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { useNotify } from '../../ui/notify';
import { formatUsPhone } from '../../ui/phone';
import { translate } from '../../i18n';
import { COMPACT_ON_PHONE, NAME_CELL } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

type Item = BirthdaysPageQuery['birthdaysToday'][number];

/** What the page says when nobody has a birthday today (docs/clients-and-beneficiaries.md#screens). */
export const NO_BIRTHDAYS = 'people.noBirthdays';

/**
 * /birthdays (admin only): the clients whose birthday is today, with id, full name and telephone,
 * and a 'View' button opening the client modal.
 */
export default function BirthdaysPage() {
  const notify = useNotify();
  const { data, error, loading } = useQuery(BirthdaysPageDocument);
  const [open, setOpen] = useState<Item | null>(null);

  useEffect(() => {
    if (error) notify.error(translate('people.birthdaysFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  const items = data?.birthdaysToday ?? [];
  const current = open ? (items.find((c) => c.id === open.id) ?? open) : null;

  return (
    <>
      <PageTitle title={translate('people.todaySBirthdays')} />
      {error && !data ? (
        <Alert severity="error" role="alert">
          {translate('people.birthdaysFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !data && loading ? (
        <Loading label={translate('people.loadingBirthdays')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{translate(NO_BIRTHDAYS)}</Typography>
      ) : (
        <TableScroll outlined label={translate('people.todaySBirthdays2')}>
          <Table size="small" aria-label={translate('people.todaySBirthdays2')} sx={COMPACT_ON_PHONE}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('people.id')}</TableCell>
                <TableCell>{translate('people.fullName')}</TableCell>
                <TableCell>{translate('people.telephone')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((client) => (
                <TableRow key={client.id} data-testid="birthday-row" hover>
                  <TableCell>{client.id}</TableCell>
                  <TableCell sx={NAME_CELL}>{client.fullName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsPhone(client.telephone)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => setOpen(client)}>
                      {translate('people.view')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {current ? <ClientFormDialog key={current.id} open client={current} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
