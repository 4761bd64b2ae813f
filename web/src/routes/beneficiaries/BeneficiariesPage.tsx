import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BeneficiariesPageDocument, type BeneficiariesPageQuery } from './BeneficiariesPage.generated';
import { BeneficiaryFormDialog } from '../../features/beneficiaries/BeneficiaryFormDialog';
import { BENEFICIARY_COLUMNS, BENEFICIARY_COLUMN_FROM, BeneficiaryRow } from '../../features/beneficiaries/BeneficiaryRow';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { useNotify } from '../../ui/notify';
import { pageCount, useSearchAndPage } from '../../ui/paging';
import { SearchField } from '../../ui/SearchField';
import { translate } from '../../i18n';
import { TableScroll } from '../../ui/TableScroll';
import { COMPACT_ON_PHONE } from '../../ui/tableStyles';

/** Beneficiaries per page (docs/clients-and-beneficiaries.md#screens, #constants). */
export const BENEFICIARIES_PER_PAGE = 12;

type Item = BeneficiariesPageQuery['beneficiaries']['items'][number];

/**
 * /beneficiaries: a search by name and 12 beneficiaries a page, search and page in the URL
 * (?search=joao&page=2). A row opens the beneficiary modal.
 */
export default function BeneficiariesPage() {
  const { search, page, setSearch, setPage } = useSearchAndPage();
  const notify = useNotify();
  const term = search.trim();
  const { data, previousData, error, loading } = useQuery(BeneficiariesPageDocument, {
    variables: { search: term === '' ? null : term, page, perPage: BENEFICIARIES_PER_PAGE },
  });
  const [open, setOpen] = useState<Item | null>(null);

  const shown = data ?? previousData;
  const pages = pageCount(shown?.beneficiaries.total ?? 0, BENEFICIARIES_PER_PAGE);
  const items = shown?.beneficiaries.items ?? [];

  useEffect(() => {
    if (error) notify.error(translate('people.beneficiariesFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages, setPage]);

  const current = open ? (items.find((b) => b.id === open.id) ?? open) : null;

  return (
    <>
      <PageTitle title={translate('people.beneficiaries')} />
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={search}
          onSearch={setSearch}
          label={translate('people.searchBeneficiaries')}
          placeholder={translate('people.beneficiaryName2')}
        />
      </Box>
      {error && !shown ? (
        <Alert severity="error" role="alert">
          {translate('people.beneficiariesFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !shown && loading ? (
        <Loading label={translate('people.loadingBeneficiaries')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{translate(term ? 'people.noBeneficiariesMatch' : 'people.noBeneficiaries')}</Typography>
      ) : (
        <TableScroll outlined label={translate('people.beneficiaries')} sx={{ opacity: loading && !data ? 0.6 : 1 }}>
          <Table size="small" aria-label={translate('people.beneficiaries')} sx={COMPACT_ON_PHONE}>
            <TableHead>
              <TableRow>
                {BENEFICIARY_COLUMNS.map((c) => (
                  <TableCell key={c} sx={BENEFICIARY_COLUMN_FROM[c]}>
                    {translate(c)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((b) => (
                <BeneficiaryRow key={b.id} beneficiary={b} onOpen={() => setOpen(b)} />
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" />
        </Box>
      ) : null}
      {current ? <BeneficiaryFormDialog key={current.id} open beneficiary={current} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
