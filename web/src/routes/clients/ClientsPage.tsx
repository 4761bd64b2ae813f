import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { ClientsPageDocument, type ClientsPageQuery } from './ClientsPage.generated';
import { ClientCard } from '../../features/clients/ClientCard';
import { ClientFormDialog } from '../../features/clients/ClientFormDialog';
import { ImportClientsButton } from '../../features/import/ImportClientsButton';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { useNotify } from '../../ui/notify';
import { pageCount, useSearchAndPage } from '../../ui/paging';
import { SearchField } from '../../ui/SearchField';
import { translate } from '../../i18n';

/** Clients per page (docs/clients-and-beneficiaries.md#constants) and in the top row (docs/clients-and-beneficiaries.md#constants). */
export const CLIENTS_PER_PAGE = 12;
export const CLIENTS_TOP_ROW = 6;

type Item = ClientsPageQuery['clients']['items'][number];

const rowSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
} as const;

/**
 * /clients: a search by name and 12 client cards a page, 6 in the top row and the rest in the bottom
 * row; search and page live in the URL (?search=joao&page=2). A card opens the client modal.
 */
export default function ClientsPage() {
  const { search, page, setSearch, setPage } = useSearchAndPage();
  const notify = useNotify();
  const term = search.trim();
  const { data, previousData, error, loading } = useQuery(ClientsPageDocument, {
    variables: { search: term === '' ? null : term, page, perPage: CLIENTS_PER_PAGE },
  });
  const [open, setOpen] = useState<Item | null>(null);

  const shown = data ?? previousData;
  const pages = pageCount(shown?.clients.total ?? 0, CLIENTS_PER_PAGE);
  const items = shown?.clients.items ?? [];

  useEffect(() => {
    if (error) notify.error(translate('people.clientsFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  // The open modal follows the cache (a save updates the card and the modal alike).
  const current = open ? (items.find((c) => c.id === open.id) ?? open) : null;

  return (
    <>
      <PageTitle title={translate('people.clients')} actions={<ImportClientsButton />} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={search}
          onSearch={setSearch}
          label={translate('people.searchClients')}
          placeholder={translate('people.clientName')}
        />
      </Box>
      {error && !shown ? (
        <Alert severity="error" role="alert">
          {translate('people.clientsFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !shown && loading ? (
        <Loading label={translate('people.loadingClients')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{translate(term ? 'people.noClientsMatch' : 'people.noClients')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: loading && !data ? 0.6 : 1 }}>
          <Box sx={rowSx} data-testid="clients-top-row">
            {items.slice(0, CLIENTS_TOP_ROW).map((client) => (
              <ClientCard key={client.id} client={client} onOpen={() => setOpen(client)} />
            ))}
          </Box>
          {items.length > CLIENTS_TOP_ROW ? (
            <Box sx={rowSx} data-testid="clients-bottom-row">
              {items.slice(CLIENTS_TOP_ROW).map((client) => (
                <ClientCard key={client.id} client={client} onOpen={() => setOpen(client)} />
              ))}
            </Box>
          ) : null}
        </Box>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" />
        </Box>
      ) : null}
      {current ? <ClientFormDialog key={current.id} open client={current} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
