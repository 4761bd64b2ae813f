import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { EmployeesPageDocument, type EmployeesPageQuery } from './EmployeesPage.generated';
import { EmployeeCard } from '../../features/employees/EmployeeCard';
import { EmployeeFormDialog } from '../../features/employees/EmployeeFormDialog';
import { useDeleteEmployee } from '../../features/employees/useEmployeeMutations';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EditedElsewhereDialog, type EditedElsewhere } from '../../ui/EditedElsewhereDialog';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { pageFromSearch } from '../../ui/paging';
import { useNotify } from '../../ui/notify';
import { translate } from '../../i18n';

// An employee's sessions and second factor arrive when opened (docs/screens.md#weight).
const EmployeeSessionsDialog = lazy(async () => ({
  default: (await import('../../features/auth/SecurityDialogs')).EmployeeSessionsDialog,
}));

/** Employees per page (docs/employees-and-access.md#employees). */
export const EMPLOYEES_PER_PAGE = 4;

type Item = EmployeesPageQuery['employees']['items'][number];

export { pageFromSearch };

/**
 * /employees (admin only): employee cards 4 per page with the page in the URL (?page=2), and the
 * New Employee, Edit and Delete dialogs.
 */
export default function EmployeesPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const notify = useNotify();
  const { data, previousData, error, loading } = useQuery(EmployeesPageDocument, {
    variables: { page, perPage: EMPLOYEES_PER_PAGE },
  });
  const { deleteEmployee, loading: deleting } = useDeleteEmployee();
  const [creating, setCreating] = useState(false);
  // The employee being edited, by id: after 'Load the current record' the dialog gets the page's fresh copy (its version).
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [deleteConflict, setDeleteConflict] = useState<EditedElsewhere | null>(null);
  const apollo = useApolloClient();
  const [sessionsOf, setSessionsOf] = useState<Item | null>(null);

  const shown = data ?? previousData;
  const total = shown?.employees.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EMPLOYEES_PER_PAGE));
  const editing = editingId === null ? null : (shown?.employees.items.find((e) => e.id === editingId) ?? null);

  const goTo = (next: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next <= 1) p.delete('page');
      else p.set('page', String(next));
      return p;
    });

  useEffect(() => {
    if (error) notify.error(translate('staff.loadFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  // After a delete empties the last page, step back to the new last page.
  useEffect(() => {
    if (data && page > pages) goTo(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, page, pages]);

  return (
    <>
      <PageTitle
        title={translate('staff.employees')}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
            {translate('staff.newEmployee')}
          </Button>
        }
      />
      {error && !shown ? (
        <Alert severity="error" role="alert">
          {translate('staff.loadFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !shown && loading ? (
        <Loading label={translate('staff.loadingEmployees')} />
      ) : shown && shown.employees.items.length === 0 ? (
        <Typography color="text.secondary">{translate('staff.noEmployeesOnThisPage')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            opacity: loading && !data ? 0.6 : 1,
          }}
        >
          {shown?.employees.items.map((employee) => (
            <EmployeeCard
              key={employee.id}
              employee={employee}
              onEdit={() => setEditingId(employee.id)}
              onDelete={() => setToDelete(employee)}
              onSessions={() => setSessionsOf(employee)}
            />
          ))}
        </Box>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => goTo(p)} color="primary" />
        </Box>
      ) : null}
      {creating ? <EmployeeFormDialog open onClose={() => setCreating(false)} /> : null}
      {editing ? <EmployeeFormDialog open employee={editing} onClose={() => setEditingId(null)} /> : null}
      {sessionsOf ? (
        <Suspense fallback={null}>
          <EmployeeSessionsDialog open employeeID={sessionsOf.id} fullName={sessionsOf.fullName} onClose={() => setSessionsOf(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={translate('staff.deleteEmployee')}
        question={translate('staff.doYouWishToDelete')}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteEmployee(toDelete.id, { expectedVersion: toDelete.version, onConflict: setDeleteConflict });
          setToDelete(null);
        }}
      />
      <EditedElsewhereDialog
        conflict={deleteConflict}
        typed={[[translate('conflict.action'), translate('conflict.deleteAction')]]}
        onLoadCurrent={() => {
          setDeleteConflict(null);
          void apollo.refetchQueries({ include: [EmployeesPageDocument] });
        }}
        onClose={() => setDeleteConflict(null)}
      />
    </>
  );
}
