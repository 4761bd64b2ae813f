import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { translate } from '../../i18n';
import { ImportClientsButtonDocument } from './ImportClientsButton.generated';

/** The clients list's 'Import' button to /clients/import, shown to administrators only (docs/screens.md "Import"). */
export function ImportClientsButton() {
  const { data } = useQuery(ImportClientsButtonDocument);
  if (!data?.viewer.isAdministrator) return null;
  return (
    <Button variant="outlined" component={Link} to="/clients/import">
      {translate('import.open')}
    </Button>
  );
}
