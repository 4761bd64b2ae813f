import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/Groups';
import { ConsortiumListDocument } from '../../features/consortiums/consortiums.generated';
import { NewConsortiumDialog } from '../../features/consortiums/NewConsortiumDialog';
import { errorMessage } from '../../ui/errors';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { translate } from '../../i18n';

/** /consortium (docs/consortiums.md): a button per consortium, and 'New' asking for a title. */
export default function ConsortiumListPage() {
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const { data, error } = useQuery(ConsortiumListDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) notify.error(translate('consortium.listFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  return (
    <>
      <PageTitle
        title={translate('consortium.consortiumList')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('consortium.new')}
          </Button>
        }
      />
      {error && !data ? (
        <Alert severity="error" role="alert">
          {translate('consortium.listFailed', { message: errorMessage(error) })}
        </Alert>
      ) : !data ? (
        <Loading label={translate('consortium.loadingConsortiums')} />
      ) : data.consortiums.length === 0 ? (
        <Typography color="text.secondary">{translate('consortium.noConsortiumsYet')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {data.consortiums.map((c) => (
            <Button
              key={c.id}
              component={RouterLink}
              to={`/consortium/${c.id}`}
              variant="outlined"
              size="large"
              startIcon={<GroupsIcon />}
              data-testid="consortium-button"
              sx={{ justifyContent: 'flex-start', py: 2, textTransform: 'none' }}
            >
              {c.title}
            </Button>
          ))}
        </Box>
      )}
      <NewConsortiumDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
