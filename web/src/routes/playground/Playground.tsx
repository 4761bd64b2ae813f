import './monacoWorkers';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import Box from '@mui/material/Box';
import { getToken } from '../../features/auth/session';

const DEFAULT_QUERY = `# Queries run as the signed-in user.
query Me {
  viewer {
    isAdministrator
    employee {
      id
      fullName
      role
    }
  }
  agency {
    name
    address
    phone
  }
}
`;

/**
 * /playground: GraphiQL 5 on /graphql with the user's bearer token. This module (and monaco) is
 * loaded lazily, never in the main bundle (docs/ARCHITECTURE.md#known-pitfalls).
 */
export default function Playground() {
  const token = getToken();
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: '/graphql',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
    [token],
  );
  return (
    <Box sx={{ height: '100%', '& .graphiql-container': { height: '100%' } }} data-testid="graphql-playground">
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </Box>
  );
}
