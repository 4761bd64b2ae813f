import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { AuditLogDocument, type AuditEntryRowFragment } from './History.generated';
import { AuditEntries } from './AuditEntries';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { translate } from '../../i18n';

/** Entries read a page. */
export const HISTORY_PAGE = 20;

/**
 * 'History' of one record (docs/employees-and-access.md#history-and-audit-log) on its page: folded
 * at first, read from the audit log when opened (an order's includes its partial payments, a
 * beneficiary's its Pix keys), newest first, 'Load more' by cursor.
 */
export function HistorySection({ entity, id }: { entity: 'transaction' | 'client' | 'recipient'; id: string }) {
  const client = useApolloClient();
  const [entries, setEntries] = useState<AuditEntryRowFragment[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  /** Reads the page after `after` (null: the first) and adds it to what is shown. */
  const read = async (after: string | null) => {
    setLoading(true);
    setError(null);
    try {
      const { data } = await client.query({
        query: AuditLogDocument,
        variables: { entity, entityId: id, perPage: HISTORY_PAGE, after },
        fetchPolicy: 'network-only',
      });
      const page = data?.auditLog;
      if (page) {
        setEntries((shown) => [...(after ? (shown ?? []) : []), ...page.items]);
        setNext(page.nextCursor ?? null);
      }
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Accordion
      variant="outlined"
      disableGutters
      data-testid="history-section"
      onChange={(_e, expanded) => {
        if (expanded && entries === null && !loading) void read(null);
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6" component="h2">
          {translate('history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {loading && entries === null ? <Loading /> : null}
        {entries ? (
          <Stack spacing={1.5}>
            <AuditEntries entries={entries} />
            {next ? (
              <Button variant="outlined" disabled={loading} onClick={() => void read(next)} sx={{ alignSelf: 'flex-start' }}>
                {translate('history.loadMore')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}
